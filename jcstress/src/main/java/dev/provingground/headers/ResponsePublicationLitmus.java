package dev.provingground.headers;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.jcstress.LitmusSubject;
import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/*
 * A response for the first eleven headers is already published through a plain field. One thread
 * builds the response for the second eleven (same names, other values) and publishes it through the
 * same field, as a response handed to another thread without a lock or a volatile would be; the other
 * thread reads the field and asks for all eleven. It must see one response whole: (11, 0), every
 * answer from the first headers, or (0, 11), every answer from the second. With final fields that is all the JMM allows
 * (JLS 17.5); a mix, or an exception (-1, -1), is a response seen incomplete.
 *
 * Two ways to break it. Non-final fields: the JMM allows a reader to see the new response with its
 * arrays not yet there, but x86 and HotSpot do not show it (never seen here; expect it on AArch64
 * or POWER): on this machine the reflection property response-fields-are-final is what catches
 * NonFinalResponseHeaders. A response recycled in place is seen half rewritten on any machine.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   every subject but one     11, 0 and 0, 11 only (0.36 to 0.44 million samples each),
 *                             NonFinalResponseHeaders included
 *   RecycledResponseHeaders   mixes, a few hundred samples: 1, 11 (84x), 11, 1 (52x),
 *                             10, 11 (48x), 11, 10 (37x), 11, 11 (25x), ...
 */
@JCStressTest
@Outcome(
        id = {"11, 0", "0, 11"},
        expect = ACCEPTABLE,
        desc = "one response, whole")
@Outcome(expect = FORBIDDEN, desc = "a response seen incomplete or mixed")
@Aim(properties = "SAFE_PUBLICATION", catches = RecycledResponseHeaders.class)
@State
public class ResponsePublicationLitmus {

    static final int FILLERS = 10;

    final HeaderPath path = LitmusSubject.create(HeadersContract.CONTRACT, new HeadersSetup());
    final HeaderStore second = path.newHeaders();
    GatewayResponse published;

    {
        HeaderStore first = path.newHeaders();
        fill(first, "first");
        published = path.respond(first);
        fill(second, "second");
    }

    /** The owner header, encoded, and ten more: a response takes a while to fill. */
    static void fill(HeaderStore headers, String tag) {
        headers.set("x-ms-alt-content-path", "dbs%2F" + tag);
        for (int i = 0; i < FILLERS; i++) headers.set("x-ms-header-" + i, tag + i);
    }

    @Actor
    public void builder() {
        published = path.respond(second);
    }

    @Actor
    public void reader(II_Result r) {
        GatewayResponse response = published;
        try {
            r.r1 = answersFrom(response, "first");
            r.r2 = answersFrom(response, "second");
        } catch (RuntimeException e) {
            r.r1 = -1;
            r.r2 = -1;
        }
    }

    /** How many of the eleven headers answer as set for {@code tag}. */
    static int answersFrom(GatewayResponse response, String tag) {
        int right = ("dbs/" + tag).equals(response.getHeaderValue("x-ms-alt-content-path")) ? 1 : 0;
        for (int i = 0; i < FILLERS; i++)
            right += (tag + i).equals(response.getHeaderValue("x-ms-header-" + i)) ? 1 : 0;
        return right;
    }
}
