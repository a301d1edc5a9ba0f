package dev.provingground.vthreads.timeout;

/** What every timeout subject is built from: the factory of its timer (see {@link SchedulerFactory}). */
public record TimeoutSetup(SchedulerFactory schedulers) {

    public TimeoutSetup {
        if (schedulers == null) throw new IllegalArgumentException("schedulers must not be null");
    }

    public static TimeoutSetup real() {
        return new TimeoutSetup(SchedulerFactory.REAL);
    }
}
