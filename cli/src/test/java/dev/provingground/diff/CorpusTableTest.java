package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The corpus's table in docs/corpus/README.md is the one its registered list and its results make: every registered case
 * is in it, found, missed or not run yet; so are the repeats' table and the README's figures. With
 * {@code -Dpg.corpus.write=true} it writes them instead of comparing.
 */
class CorpusTableTest {

    @Test
    void theTableInTheDocsIsTheGeneratedOne() throws Exception {
        Corpus.Registered registered = Corpus.registered();
        assertTrue(registered.races().size() >= 20 && registered.sound().size() >= 8, "the pre-registered corpus");
        generated(Corpus.TABLE, Corpus.TABLE_START, Corpus.TABLE_END, Corpus.table(registered, Corpus.results()));
    }

    /** The repeats' table in docs/corpus/README.md is the one docs/corpus/repeats.json makes. */
    @Test
    void theRepeatsTableIsTheGeneratedOne() throws Exception {
        generated(Corpus.TABLE, Repeats.TABLE_START, Repeats.TABLE_END, Repeats.table(Repeats.runs()));
    }

    /** The README's figures of the corpus (the catch rate and the false alarms) are the ones its results make. */
    @Test
    void theReadmesFiguresAreTheGeneratedOnes() throws Exception {
        generated(
                Corpus.README,
                Corpus.FIGURES_START,
                Corpus.FIGURES_END,
                Corpus.figures(Corpus.registered(), Corpus.results()));
    }

    /** The section of {@code file} between two markers is {@code generated}; or, with pg.corpus.write, becomes it. */
    private static void generated(Path file, String start, String end, String generated) throws Exception {
        String doc = Files.readString(file);
        int from = doc.indexOf(start);
        int to = doc.indexOf(end);
        assertTrue(from >= 0 && to > from, file + " has the markers " + start);
        if (Setting.CORPUS_WRITE.isTrue()) {
            Files.writeString(
                    file,
                    doc.substring(0, from + start.length()) + "\n" + generated.strip() + "\n" + doc.substring(to));
            return;
        }
        assertEquals(
                generated.strip(),
                doc.substring(from + start.length(), to).strip(),
                file + ": regenerate with -Dtest=CorpusTableTest -Dpg.corpus.write=true");
    }
}
