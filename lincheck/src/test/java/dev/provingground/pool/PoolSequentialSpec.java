package dev.provingground.pool;

/** The sequential specification of {@link PoolOperations}: every operation sees what it should. */
public class PoolSequentialSpec {

    public String use() {
        return "ok";
    }

    public String useNested() {
        return "ok";
    }

    public String releaseTwice() {
        return "ok";
    }
}
