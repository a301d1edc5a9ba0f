package pairs.reach;

/** The plugin {@link Plugged} loads by name. */
public class PluggedStep implements Plugged.Step {
    @Override
    public int next(int n) {
        return n + 1;
    }
}
