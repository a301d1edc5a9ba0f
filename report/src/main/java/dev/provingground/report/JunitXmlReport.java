package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * target/verdicts/junit.xml: the verdicts as the JUnit XML that CI test tabs read (Jenkins' junit-4
 * schema: {@code testsuites}, a {@code testsuite} per contract, a {@code testcase} per subject and
 * check). A cell that fails the build is a {@code failure} (an {@code error} when the harness could
 * not judge it) with its evidence; an n/a cell is {@code skipped} with its reason; CAUGHT, ALSO FAILS
 * and PASS pass. Each contract also has the test case "every subject at its expected verdict", which
 * fails with the contract's problems (a MISSED row, a check without teeth, an unlisted check); problems
 * of the run as a whole fail the test case "run" of the suite {@code proving-ground}.
 */
public final class JunitXmlReport {

    private JunitXmlReport() {}

    /**
     * One test case: where it belongs, its name, its time, and how it ended ({@code kind}: null when it passed,
     * {@code failure}, {@code error} or {@code skipped}), with its message, body and output (each may be null).
     */
    public record Case(
            String classname,
            String name,
            long millis,
            String kind,
            String type,
            String message,
            String body,
            String out) {

        public static Case passed(String classname, String name, long millis, String out) {
            return new Case(classname, name, millis, null, null, null, null, out);
        }

        public static Case failure(
                String classname, String name, long millis, String type, String message, String body) {
            return new Case(classname, name, millis, "failure", type, message, body, null);
        }

        public static Case error(String classname, String name, long millis, String type, String message, String body) {
            return new Case(classname, name, millis, "error", type, message, body, null);
        }

        public static Case skipped(String classname, String name, long millis, String message, String out) {
            return new Case(classname, name, millis, "skipped", null, message, null, out);
        }
    }

    public static String render(List<Matrix> matrices, List<String> problems) {
        List<List<Case>> suites = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Matrix m : matrices) {
            String contract = m.contract().name();
            List<Case> cases = new ArrayList<>();
            java.util.Map<String, Matrix.Confidence> confidence =
                    new java.util.HashMap<>(); // one per check, not one per cell
            for (Matrix.Row row : m.rows()) {
                CatalogEntry e = row.entry();
                for (String column : m.columns()) {
                    CheckResult r = m.result(e, column);
                    if (r == null) continue; // this engine does not run this check on this subject
                    cases.add(of(
                            contract + "." + e.name(),
                            column,
                            m.cell(e, column),
                            r,
                            confidence.computeIfAbsent(column, m::confidence)));
                }
            }
            List<String> own = problems.stream()
                    .filter(p -> p.startsWith("[" + contract + "] "))
                    .map(p -> p.substring(contract.length() + 3))
                    .toList();
            cases.add(verdictCase(contract, "every subject at its expected verdict", own));
            suites.add(cases);
            names.add(contract);
        }
        List<String> general = problems.stream().filter(p -> !p.startsWith("[")).toList();
        suites.add(List.of(verdictCase("proving-ground", "run", general)));
        names.add("proving-ground");
        return write("Proving Ground verdicts", names, suites);
    }

    /**
     * Any suites as JUnit XML, the one writer of the project (the battery's, {@code diff}'s and {@code pr}'s reports):
     * StAX, so every text is escaped, times in seconds whatever the locale.
     */
    public static String write(String title, List<String> names, List<List<Case>> suites) {
        return writeSuites(title, names, suites);
    }

    private static Case of(String classname, String column, Cell cell, CheckResult r, Matrix.Confidence confidence) {
        String out = r.summary() + "\nbudget: " + (r.budget().isEmpty() ? "not stated" : r.budget())
                + (confidence.calibration().isEmpty() ? "" : "\ncalibration: " + confidence.calibration());
        if (cell == Cell.NOT_APPLICABLE) {
            return new Case(classname, column, r.millis(), "skipped", null, "n/a: " + r.summary(), null, out);
        }
        if (!cell.failsBuild)
            return new Case(classname, column, r.millis(), null, null, null, null, cell.label + ": " + out);
        String kind = cell == Cell.ERROR ? "error" : "failure";
        return new Case(
                classname, column, r.millis(), kind, cell.name(), cell.label + ": " + r.summary(), r.evidence(), out);
    }

    private static Case verdictCase(String classname, String name, List<String> problems) {
        return problems.isEmpty()
                ? new Case(classname, name, 0, null, null, null, null, "no problem")
                : new Case(
                        classname,
                        name,
                        0,
                        "failure",
                        "VERDICT",
                        problems.size() + " problem(s): " + problems.get(0),
                        String.join("\n", problems),
                        null);
    }

    private static String writeSuites(String title, List<String> names, List<List<Case>> suites) {
        try {
            StringWriter text = new StringWriter();
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            List<Case> all = suites.stream().flatMap(List::stream).toList();
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", title);
            counts(xml, all);
            xml.writeCharacters("\n");
            for (int i = 0; i < suites.size(); i++) {
                List<Case> cases = suites.get(i);
                xml.writeCharacters("  ");
                xml.writeStartElement("testsuite");
                xml.writeAttribute("name", names.get(i));
                counts(xml, cases);
                xml.writeAttribute(
                        "skipped",
                        Long.toString(cases.stream()
                                .filter(c -> "skipped".equals(c.kind()))
                                .count()));
                xml.writeCharacters("\n");
                for (Case c : cases) write(xml, c);
                xml.writeCharacters("  ");
                xml.writeEndElement();
                xml.writeCharacters("\n");
            }
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
            return text.toString();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write junit.xml: " + e.getMessage(), e);
        }
    }

    private static void counts(XMLStreamWriter xml, List<Case> cases) throws XMLStreamException {
        xml.writeAttribute("tests", Integer.toString(cases.size()));
        xml.writeAttribute(
                "failures",
                Long.toString(
                        cases.stream().filter(c -> "failure".equals(c.kind())).count()));
        xml.writeAttribute(
                "errors",
                Long.toString(
                        cases.stream().filter(c -> "error".equals(c.kind())).count()));
        xml.writeAttribute(
                "time", seconds(cases.stream().mapToLong(Case::millis).sum()));
    }

    private static void write(XMLStreamWriter xml, Case c) throws XMLStreamException {
        xml.writeCharacters("    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", clean(c.classname()));
        xml.writeAttribute("name", clean(c.name()));
        xml.writeAttribute("time", seconds(c.millis()));
        if ("skipped".equals(c.kind())) {
            xml.writeStartElement("skipped"); // text only: junit-4.xsd gives skipped no attributes
            xml.writeCharacters(clean(c.message()));
            xml.writeEndElement();
        } else if (c.kind() != null) {
            xml.writeStartElement(c.kind());
            if (c.type() != null) xml.writeAttribute("type", c.type());
            xml.writeAttribute("message", clean(c.message()));
            if (c.body() != null) xml.writeCharacters(clean(c.body()));
            xml.writeEndElement();
        }
        if (c.out() != null) {
            xml.writeStartElement("system-out");
            xml.writeCharacters(clean(c.out()));
            xml.writeEndElement();
        }
        xml.writeEndElement();
        xml.writeCharacters("\n");
    }

    /** Seconds with three decimals, as Surefire writes them. */
    static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }

    /** Text without the characters XML 1.0 cannot carry (a subject's output may hold any). */
    static String clean(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> {
            boolean legal = cp == 0x9
                    || cp == 0xA
                    || cp == 0xD
                    || (cp >= 0x20 && cp <= 0xD7FF)
                    || (cp >= 0xE000 && cp <= 0xFFFD)
                    || (cp >= 0x10000 && cp <= 0x10FFFF);
            if (legal) out.appendCodePoint(cp);
            else out.append("\\u").append(String.format(Locale.ROOT, "%04x", cp));
        });
        return out.toString();
    }
}
