package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.Setting;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The corpus's table in docs/corpus/README.md is the one its registered list and its results make: every registered case
 * is in it, found, missed or not run yet. With {@code -Dpg.corpus.write=true} it writes the table instead of comparing.
 */
class CorpusTableTest {

    @Test
    void theTableInTheDocsIsTheGeneratedOne() throws Exception {
        Corpus.Registered registered = Corpus.registered();
        assertTrue(registered.races().size() >= 20 && registered.sound().size() >= 8, "the pre-registered corpus");
        String generated = Corpus.table(registered, Corpus.results());
        String doc = Files.readString(Corpus.TABLE);
        int start = doc.indexOf(Corpus.TABLE_START);
        int end = doc.indexOf(Corpus.TABLE_END);
        assertTrue(start >= 0 && end > start, "docs/corpus/README.md has the table's markers");
        String current = doc.substring(start + Corpus.TABLE_START.length(), end).strip();
        if (Setting.CORPUS_WRITE.isTrue()) {
            Files.writeString(
                    Corpus.TABLE,
                    doc.substring(0, start + Corpus.TABLE_START.length()) + "\n" + generated + "\n"
                            + doc.substring(end));
            return;
        }
        assertEquals(
                generated.strip(),
                current,
                "docs/corpus/README.md: regenerate with -Dtest=CorpusTableTest -Dpg.corpus.write=true");
    }

    /** The README's figures of the corpus (the catch rate and the false alarms) are the ones its results make. */
    @Test
    void theReadmesFiguresAreTheGeneratedOnes() throws Exception {
        String generated = Corpus.figures(Corpus.registered(), Corpus.results());
        String readme = Files.readString(Corpus.README);
        int start = readme.indexOf(Corpus.FIGURES_START);
        int end = readme.indexOf(Corpus.FIGURES_END);
        assertTrue(start >= 0 && end > start, "README.md has the corpus figures' markers");
        if (Setting.CORPUS_WRITE.isTrue()) {
            Files.writeString(
                    Corpus.README,
                    readme.substring(0, start + Corpus.FIGURES_START.length()) + "\n" + generated + "\n"
                            + readme.substring(end));
            return;
        }
        assertEquals(
                generated,
                readme.substring(start + Corpus.FIGURES_START.length(), end).strip(),
                "README.md: regenerate with -Dtest=CorpusTableTest -Dpg.corpus.write=true");
    }
}
