package dev.provingground.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.provingground.headers.GatewayResponse;
import dev.provingground.headers.HeaderPath;
import dev.provingground.headers.HeaderStore;
import dev.provingground.headers.HeadersContract;
import dev.provingground.headers.HeadersSetup;
import dev.provingground.pool.ContextPool;
import dev.provingground.pool.PoolContract;
import dev.provingground.pool.PoolSetup;
import dev.provingground.pool.Sink;
import dev.provingground.refcount.CountingDeallocator;
import dev.provingground.refcount.IllegalReferenceCountException;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.refcount.RefCountSetup;
import dev.provingground.refcount.RefCounted;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.SubjectClassPath;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real-artifact rows, after the build resolved them: each adapter builds in its own version's
 * class loader, drives that version's classes (from that version's jar, not another copy), and
 * versions of one artifact load side by side. A full build resolves every row's artifact; a build
 * of a selection ({@code -Dpg.subjects}) only the selected rows', so the others' tests are skipped,
 * saying so. A reviewer's class path reaches a reviewer's subjects only. Not run again inside the
 * suite's nested builds (a reviewer's check, shards): they test the suite, not the reviewer's class.
 */
@org.junit.jupiter.api.condition.DisabledIfSystemProperty(named = "pg.it.skip", matches = "true")
class UpstreamSubjectsTest {

    /** Skips the test when the build did not resolve this row's artifact (a selection without it). */
    private static void assumeResolved(CatalogEntry entry) {
        var artifact = entry.upstream().orElseThrow();
        assumeTrue(
                java.nio.file.Files.isRegularFile(
                        SubjectClassPath.classPathFile(SubjectClassPath.artifactsDir(), artifact)),
                artifact + " was not resolved by this build (not in its -Dpg.subjects)");
    }

    static Stream<CatalogEntry> nettyReleases() {
        return RefCountContract.CONTRACT.catalog().stream()
                .filter(e -> e.upstream().isPresent());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nettyReleases")
    void eachNettyReleaseDrivesItsOwnClasses(CatalogEntry entry) throws Exception {
        assumeResolved(entry);
        Class<?> adapter = entry.subject();
        ClassLoader loader = adapter.getClassLoader();
        Class<?> netty = Class.forName("io.netty.util.AbstractReferenceCounted", false, loader);
        assertTrue(
                netty.getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .getPath()
                        .endsWith(
                                "netty-common-" + entry.upstream().orElseThrow().version() + ".jar"),
                netty.getProtectionDomain().getCodeSource().getLocation().toString());
        assertTrue(
                SubjectClassPath.source(entry)
                        .contains(
                                "netty-common-" + entry.upstream().orElseThrow().version() + ".jar"),
                SubjectClassPath.source(entry));

        CountingDeallocator deallocations = new CountingDeallocator();
        RefCounted ref = RefCountContract.CONTRACT.create(adapter, new RefCountSetup(deallocations));
        ref.retain(2);
        assertEquals(3, ref.refCnt());
        assertTrue(ref.release(3));
        assertEquals(1, deallocations.deallocations());
        assertThrows(IllegalReferenceCountException.class, ref::retain, "Netty's exception, translated");
        assertThrows(IllegalArgumentException.class, () -> ref.retain(0));
    }

    /**
     * A reviewer's check of their own netty adapter puts their netty jar on {@code pg.classpath}; a
     * built-in release must still load its own jar (child-first, the reviewer's jar once won).
     */
    @Test
    void aReviewersJarReachesTheReviewersSubjectsOnly() throws Exception {
        List<CatalogEntry> releases = nettyReleases().toList();
        releases.forEach(UpstreamSubjectsTest::assumeResolved);
        CatalogEntry builtIn = releases.get(0);
        CatalogEntry other = releases.get(releases.size() - 1);
        java.nio.file.Path reviewersNetty = SubjectClassPath.artifactClassPath(
                        other.upstream().orElseThrow())
                .stream()
                .filter(p -> p.getFileName().toString().startsWith("netty-common-"))
                .findFirst()
                .orElseThrow();
        String was = System.getProperty("pg.classpath");
        System.setProperty("pg.classpath", reviewersNetty.toString());
        try {
            assertEquals(List.of(), SubjectClassPath.entriesFor(builtIn));
            assertFalse(
                    SubjectClassPath.classPathOf(builtIn).contains(reviewersNetty),
                    SubjectClassPath.classPathOf(builtIn).toString());
            assertEquals(List.of(reviewersNetty), SubjectClassPath.entriesFor(CatalogEntry.reviewed(builtIn.id())));
            ClassLoader loader = SubjectClassPath.artifactLoader(
                    SubjectClassPath.entriesFor(builtIn),
                    SubjectClassPath.artifactsDir(),
                    builtIn.upstream().orElseThrow());
            Class<?> netty = Class.forName("io.netty.util.AbstractReferenceCounted", false, loader);
            assertTrue(
                    netty.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .getPath()
                            .endsWith("netty-common-"
                                    + builtIn.upstream().orElseThrow().version() + ".jar"),
                    netty.getProtectionDomain().toString());
        } finally {
            if (was == null) System.clearProperty("pg.classpath");
            else System.setProperty("pg.classpath", was);
        }
    }

    @Test
    void twoVersionsOfOneArtifactLoadSideBySide() throws Exception {
        List<CatalogEntry> releases = nettyReleases().toList();
        releases.forEach(UpstreamSubjectsTest::assumeResolved);
        Class<?> first = Class.forName(
                "io.netty.util.AbstractReferenceCounted",
                false,
                releases.get(0).subject().getClassLoader());
        Class<?> last = Class.forName(
                "io.netty.util.AbstractReferenceCounted",
                false,
                releases.get(releases.size() - 1).subject().getClassLoader());
        assertNotSame(first, last);
        assertNotSame(
                releases.get(0).subject(),
                releases.get(releases.size() - 1).subject(),
                "one adapter class per version");
    }

    @Test
    void pennaPoolHasItsOwnSixteenSlots() {
        CatalogEntry penna = PoolContract.CONTRACT.catalog().stream()
                .filter(e -> e.upstream().isPresent())
                .findFirst()
                .orElseThrow();
        assumeResolved(penna);
        ContextPool pool = PoolContract.CONTRACT.create(penna.subject(), new PoolSetup(2, Sink.DISCARD));
        assertEquals(16, pool.capacity(), "Penna's pool size, not the setup's 2");
        try (var lease = pool.acquire()) {
            lease.context().event(1, "hello");
        }
    }

    /**
     * The two azure-cosmos releases drive their own gateway code with no client and no network: the
     * owner header decoded whatever its case, a '+' kept (Cosmos' urlDecode, F12); 4.79.0 lacks what
     * PR #48662 added, and says so (its checks are n/a there).
     */
    @Test
    void cosmosReleasesBuildTheirOwnResponses() {
        List<CatalogEntry> cosmos = HeadersContract.CONTRACT.catalog().stream()
                .filter(e -> e.upstream().isPresent())
                .toList();
        assertEquals(
                List.of("4.79.0", "4.80.0"),
                cosmos.stream().map(e -> e.upstream().orElseThrow().version()).toList());
        cosmos.forEach(UpstreamSubjectsTest::assumeResolved);
        for (CatalogEntry entry : cosmos) {
            HeaderPath path = HeadersContract.CONTRACT.create(entry.subject(), new HeadersSetup());
            HeaderStore headers = path.newHeaders();
            headers.set("Content-Type", "application/json");
            headers.set("X-MS-ALT-CONTENT-PATH", "dbs%2Fmy%20db%2Fcolls%2Fa+b");
            GatewayResponse response = path.respond(headers);
            assertEquals("dbs/my db/colls/a+b", response.getHeaderValue(HeaderPath.OWNER_FULL_NAME), entry.name());
            assertEquals(2, response.headerCount(), entry.name());
            assertTrue(
                    ((GatewayResponse.Wrapper) response).wrapped().getClass().getClassLoader()
                            != HeaderPath.class.getClassLoader(),
                    "Cosmos' own StoreResponse, from the release's jar");
        }
        HeaderPath before = HeadersContract.CONTRACT.create(cosmos.get(0).subject(), new HeadersSetup());
        assertThrows(UnsupportedOperationException.class, () -> before.mapCapacityForSize(3));
        assertThrows(
                UnsupportedOperationException.class,
                () -> before.newHeaders().populateLowerCaseHeaders(new String[0], new String[0]));
        HeaderPath pr = HeadersContract.CONTRACT.create(cosmos.get(1).subject(), new HeadersSetup());
        assertEquals(5, pr.mapCapacityForSize(3));
    }
}
