package dev.provingground.headers;

import static dev.provingground.headers.HeadersContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.fail;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Requires;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Header population: parity with the old path, the owner header's decoding, HashMap sizing against
 * the real HashMap, locale independence, preconditions, and the response's final fields.
 */
class HeadersPropertiesTest {

    private static final List<Locale> LOCALES =
            List.of(Locale.ROOT, Locale.forLanguageTag("tr-TR"), Locale.forLanguageTag("az-AZ"));

    private static HeaderPath create(CatalogEntry subject) {
        return CONTRACT.create(subject.subject(), new HeadersSetup());
    }

    /**
     * Every query answers as the old path ({@link MapCopyPath}) does. The model of the old path
     * ({@link HeaderSets#expected}) is checked against MapCopyPath in the same run. One difference is
     * allowed, F7: when the owner header arrived in another case than lower, a subject may answer as
     * the old path (owner value left as it came) or decoded (OWNER_DECODED_ANY_CASE, checked apart).
     */
    @EachSubject
    @Aim(properties = "AGREES_WITH_OLD_PATH", catches = DecodeEveryValueHeaders.class)
    void answersAsTheOldPath(CatalogEntry subject) {
        HeaderPath path = create(subject);
        HeaderPath old = new MapCopyPath(new HeadersSetup());
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(HeaderSets.sets()).checkAssert(set -> {
                    String owner = set.ownerArrivedAs();
                    boolean f7 = owner != null && !owner.equals(HeaderPath.OWNER_FULL_NAME);
                    List<String> oldAnswers = HeaderSets.expectedAnswers(set, !f7);
                    assertThat(HeaderSets.answers(old, set))
                            .as("the model is the old path, for %s", set)
                            .isEqualTo(oldAnswers);
                    List<String> got = HeaderSets.answers(path, set);
                    if (f7 && got.equals(HeaderSets.expectedAnswers(set, true)))
                        return; // decoded anyway: the new path's behaviour
                    assertThat(got).as("answers for %s", set).isEqualTo(oldAnswers);
                }));
    }

    @EachSubject
    @Aim(
            properties = "OWNER_DECODED_ANY_CASE",
            catches = {CaseSensitiveDecodeHeaders.class, MapCopyPath.class})
    void ownerHeaderDecodedWhateverItsCase(CatalogEntry subject) {
        HeaderPath path = create(subject);
        List<String> owners = List.of("x-ms-alt-content-path", "X-MS-ALT-CONTENT-PATH", "X-Ms-Alt-Content-Path");
        List<String> values = List.of("dbs%2Fmy%20db%2Fcolls%2Fc", "plain", "a+b", "", "%C3%A9t%C3%A9");
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt()
                        .forAll(
                                integers().between(0, owners.size() - 1),
                                integers().between(0, values.size() - 1))
                        .checkAssert((o, v) -> {
                            HeaderStore store = path.newHeaders();
                            store.set("Content-Type", "application/json");
                            store.set(owners.get(o), values.get(v));
                            GatewayResponse response = path.respond(store);
                            assertThat(response.getHeaderValue(HeaderPath.OWNER_FULL_NAME))
                                    .as("owner header sent as %s: \"%s\"", owners.get(o), values.get(v))
                                    .isEqualTo(HeaderPath.urlDecode(values.get(v)));
                        }));
    }

    /** HashMap's bucket array, read by reflection (the build opens java.util to the tests). */
    private static final Field TABLE = hashMapTable();

    /** Null when java.util is not opened; the sizing check then fails with that reason. */
    private static Field hashMapTable() {
        try {
            Field table = HashMap.class.getDeclaredField("table");
            table.setAccessible(true);
            return table;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** The real HashMap's table length. */
    private static int tableLength(HashMap<?, ?> map) throws ReflectiveOperationException {
        if (TABLE == null)
            throw new IllegalStateException(
                    "HashMap.table is not accessible: run with --add-opens java.base/java.util=ALL-UNNAMED");
        Object[] t = (Object[]) TABLE.get(map);
        return t == null ? 0 : t.length;
    }

    private static String putWithoutResize(Map<String, String> map, int n) throws ReflectiveOperationException {
        if (!(map instanceof HashMap<String, String> hashMap))
            return "not a HashMap: " + map.getClass().getName();
        if (n == 0) return null;
        map.put("k0", "v");
        int first = tableLength(hashMap);
        for (int i = 1; i < n; i++) {
            map.put("k" + i, "v");
            if (tableLength(hashMap) != first)
                return "resized from " + first + " to " + tableLength(hashMap) + " at entry " + (i + 1) + " of " + n;
        }
        return null;
    }

    @EachSubject
    @Aim(
            properties = "SIZED_WITHOUT_RESIZE",
            catches = {IntCapacityHeaders.class, ReplicaMapOfFourHeaders.class})
    @Requires(Reaches.MapSizing.class)
    void mapsHoldTheirEntriesWithoutResize(CatalogEntry subject) {
        HeaderPath path = create(subject);
        PropertyCheck.run(CONTRACT, subject, () -> {
            Map<String, String> replicaMap = null;
            try {
                replicaMap = path.newReplicaStatusMap();
            } catch (UnsupportedOperationException notLocated) {
                // an adapter over the real code that does not reach its replica map: mapCapacityForSize is still
                // checked
            }
            String replicas = replicaMap == null ? null : putWithoutResize(replicaMap, HeaderPath.REPLICAS);
            if (replicas != null) fail("replica status map with " + HeaderPath.REPLICAS + " replicas: " + replicas);
            PropertyCheck.qt().forAll(integers().between(0, 3000)).checkAssert(n -> {
                int capacity = path.mapCapacityForSize(n);
                try {
                    assertThat(putWithoutResize(new HashMap<>(capacity), n))
                            .as("new HashMap<>(mapCapacityForSize(%d) = %d) filled with %d entries", n, capacity, n)
                            .isNull();
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            });
            PropertyCheck.qt().forAll(integers().all()).checkAssert(n -> {
                int[] capacity = new int[1];
                assertThatCode(() -> capacity[0] = path.mapCapacityForSize(n))
                        .as("mapCapacityForSize(%d)", n)
                        .doesNotThrowAnyException();
                assertThat(capacity[0]).as("mapCapacityForSize(%d)", n).isPositive();
                if (n > 0)
                    assertThat((long) capacity[0])
                            .as("mapCapacityForSize(%d) leaves room for n at load factor 0.75", n)
                            .isGreaterThanOrEqualTo(Math.min(Integer.MAX_VALUE, (long) Math.ceil(n / 0.75)));
                assertThatCode(() -> new HashMap<>(capacity[0]))
                        .as("new HashMap<>(mapCapacityForSize(%d))", n)
                        .doesNotThrowAnyException();
            });
        });
    }

    @EachSubject
    @Aim(properties = "LOCALE_INDEPENDENT", catches = DefaultLocaleHeaders.class)
    void sameResultsUnderTurkishAzeriAndRootLocales(CatalogEntry subject) {
        HeaderPath path = create(subject);
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(HeaderSets.sets()).checkAssert(set -> {
                    Locale saved = Locale.getDefault();
                    try {
                        List<String> first = null;
                        for (Locale locale : LOCALES) {
                            Locale.setDefault(locale);
                            List<String> results = new ArrayList<>(HeaderSets.answers(path, set));
                            HeaderStore store = set.into(path.newHeaders());
                            String[] names = new String[store.size()];
                            String[] values = new String[store.size()];
                            try {
                                store.populateLowerCaseHeaders(names, values);
                                List<String> populated = new ArrayList<>();
                                for (int i = 0; i < names.length; i++) populated.add(names[i] + "=" + values[i]);
                                populated.sort(null);
                                results.add("populated " + populated);
                            } catch (UnsupportedOperationException beforeThePr) {
                                results.add(
                                        "no array population in this release"); // azure-cosmos 4.79.0: answers and gets
                                // still compared
                            }
                            for (String q : HeaderSets.QUERIES) results.add("get " + q + " -> " + store.get(q));
                            if (first == null) first = results;
                            else
                                assertThat(results)
                                        .as("under default locale %s, for %s", locale.toLanguageTag(), set)
                                        .isEqualTo(first);
                        }
                    } finally {
                        Locale.setDefault(saved);
                    }
                }));
    }

    private static final String UNTOUCHED = "untouched";

    @EachSubject
    @Aim(
            properties = "PRECONDITIONS_CHECKED",
            catches = {UncheckedPopulateHeaders.class, ArrayPath.class})
    @Requires(Reaches.ArrayPopulation.class)
    void populateRejectsNullOrShortArraysBeforeWriting(CatalogEntry subject) {
        HeaderPath path = create(subject);
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt()
                        .forAll(
                                integers().between(0, 6),
                                integers().between(-1, 7),
                                integers().between(-1, 7))
                        .checkAssert((size, namesLength, valuesLength) -> {
                            HeaderStore store = path.newHeaders();
                            for (int i = 0; i < size; i++) store.set("H" + i, "v" + i);
                            String[] names = namesLength < 0 ? null : filled(namesLength);
                            String[] values = valuesLength < 0 ? null : filled(valuesLength);
                            String call = "populateLowerCaseHeaders(" + describe(names) + ", " + describe(values)
                                    + ") with " + size + " headers";
                            List<String> wrong = new ArrayList<>();
                            if (names == null || names.length < size) wrong.add("names");
                            if (values == null || values.length < size) wrong.add("values");
                            try {
                                store.populateLowerCaseHeaders(names, values);
                                assertThat(wrong).as("%s returned", call).isEmpty();
                            } catch (IllegalArgumentException e) {
                                assertThat(wrong).as("%s threw %s", call, e).isNotEmpty();
                                assertThat(wrong)
                                        .as("%s: the message \"%s\" names a wrong argument", call, e.getMessage())
                                        .anyMatch(arg ->
                                                String.valueOf(e.getMessage()).contains(arg));
                                if (names != null)
                                    assertThat(names)
                                            .as("%s wrote names before rejecting", call)
                                            .isSubsetOf(UNTOUCHED);
                                if (values != null)
                                    assertThat(values)
                                            .as("%s wrote values before rejecting", call)
                                            .isSubsetOf(UNTOUCHED);
                            } catch (RuntimeException e) {
                                fail(call + " threw " + e
                                        + (names == null ? "" : "; names now " + Arrays.toString(names)));
                            }
                        }));
    }

    private static String[] filled(int length) {
        String[] a = new String[length];
        Arrays.fill(a, UNTOUCHED);
        return a;
    }

    private static String describe(String[] a) {
        return a == null ? "null" : "String[" + a.length + "]";
    }

    /**
     * The premise of safe publication through a data race: every field of the response is final
     * (JLS 17.5). Checked on the response's class and its superclasses, by reflection; jcstress's
     * ResponsePublicationLitmus shows the outcomes.
     */
    @EachSubject
    @Aim(properties = "SAFE_PUBLICATION", catches = NonFinalResponseHeaders.class)
    @Requires(Reaches.OwnResponseClass.class)
    void responseFieldsAreFinal(CatalogEntry subject) {
        HeaderPath path = create(subject);
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            HeaderStore store = path.newHeaders();
            store.set("Content-Type", "application/json");
            GatewayResponse response = path.respond(store);
            List<String> notFinal = new ArrayList<>();
            for (Class<?> c = response.getClass(); c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isFinal(f.getModifiers()))
                        notFinal.add(c.getSimpleName() + "." + f.getName());
                }
            }
            assertThat(notFinal)
                    .as(
                            "non-final fields of %s, a response that may be published through a data race",
                            response.getClass().getName())
                    .isEmpty();
        });
    }
}
