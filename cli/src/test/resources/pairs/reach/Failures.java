package pairs.reach;

/**
 * A class whose one method hands out its internal array: left out by default (an internal table's content is no
 * answer to compare), but when nothing else is left to call, it is called, its answer compared by content.
 */
public class Failures {
    private volatile Throwable[] causes;

    public Failures(Throwable first) {
        causes = new Throwable[] {first};
    }

    public Throwable[] causes() {
        return causes;
    }
}
