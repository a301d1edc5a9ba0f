package pairs.reach;

/** A pool that reserves room up front: reserve(Integer.MAX_VALUE) asks for more heap than any JVM has. */
public class Reserve {
    private long[] room = new long[0];
    private int used;

    public synchronized int reserve(int slots) {
        long[] more = new long[slots];
        System.arraycopy(room, 0, more, 0, Math.min(room.length, slots));
        room = more;
        return room.length;
    }

    public synchronized boolean use() {
        if (used >= room.length) return false;
        room[used++] = 1;
        return true;
    }

    public synchronized int used() {
        return used;
    }
}
