package pairs.reach;

/** The off-heap memory its users hold: every read and write inherited. */
public final class OffHeapSlot extends OffHeapMemory {}
