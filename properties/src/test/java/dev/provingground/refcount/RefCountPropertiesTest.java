package dev.provingground.refcount;

import static dev.provingground.refcount.RefCountContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;

/**
 * Sequential semantics of every refcount subject on random retain/release sequences, including
 * amounts that overflow, starting from one reference. {@link CasRefCount} is the reference.
 */
class RefCountPropertiesTest {

    private static RefCounted create(CatalogEntry subject, Deallocator deallocator) {
        return CONTRACT.create(subject.subject(), new RefCountSetup(deallocator));
    }

    private static boolean legal(int count, RefOp op) {
        return switch (op.kind()) {
            case READ -> true;
            case RETAIN -> count > 0 && (long) count + op.n() <= Integer.MAX_VALUE;
            case RELEASE -> count > 0 && count >= op.n();
        };
    }

    @EachSubject
    @Aim(
            properties = "AGREES_WITH_CAS",
            catches = {XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void agreesWithCas(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(RefOp.sequences()).checkAssert(steps -> {
                    CountingDeallocator freed = new CountingDeallocator();
                    CountingDeallocator modelFreed = new CountingDeallocator();
                    RefCounted ref = create(subject, freed);
                    RefCounted model = new CasRefCount(new RefCountSetup(modelFreed));
                    for (int i = 0; i < steps.ops().size(); i++) {
                        RefOp op = steps.ops().get(i);
                        String where = "after " + new RefOp.Steps(steps.ops().subList(0, i + 1));
                        assertThat(RefOp.Outcome.of(ref, op))
                                .as("outcome of %s, %s", op, where)
                                .isEqualTo(RefOp.Outcome.of(model, op));
                        assertThat(ref.refCnt()).as("refCnt %s", where).isEqualTo(model.refCnt());
                        assertThat(freed.deallocations())
                                .as("deallocations %s", where)
                                .isEqualTo(modelFreed.deallocations());
                    }
                }));
    }

    @EachSubject
    @Aim(properties = "OVERFLOW_REJECTED", catches = XaddNoRollbackRefCount.class)
    void overflowingRetainThrowsAndChangesNothing(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(RefOp.sequences()).checkAssert(steps -> {
                    RefCounted ref = create(subject, () -> {});
                    for (int i = 0; i < steps.ops().size(); i++) {
                        RefOp op = steps.ops().get(i);
                        int before = ref.refCnt();
                        RefOp.Outcome outcome = RefOp.Outcome.of(ref, op);
                        if (op.kind() == RefOp.Kind.RETAIN
                                && before > 0
                                && (long) before + op.n() > Integer.MAX_VALUE) {
                            String where = new RefOp.Steps(steps.ops().subList(0, i + 1)).toString();
                            assertThat(outcome.threwIllegalCount())
                                    .as("%s on %d must throw: %s", op, before, where)
                                    .isTrue();
                            assertThat(ref.refCnt())
                                    .as("refCnt after the rejected %s: %s", op, where)
                                    .isEqualTo(before);
                        }
                    }
                }));
    }

    @EachSubject
    @Aim(properties = "LEGAL_CALLS_SUCCEED", catches = XaddLenientReleaseRefCount.class)
    void legalCallsSucceedAndIllegalCallsChangeNothing(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(RefOp.sequences()).checkAssert(steps -> {
                    CountingDeallocator freed = new CountingDeallocator();
                    RefCounted ref = create(subject, freed);
                    for (int i = 0; i < steps.ops().size(); i++) {
                        RefOp op = steps.ops().get(i);
                        int before = ref.refCnt();
                        int freedBefore = freed.deallocations();
                        RefOp.Outcome outcome = RefOp.Outcome.of(ref, op);
                        String where = new RefOp.Steps(steps.ops().subList(0, i + 1)).toString();
                        if (legal(before, op)) {
                            assertThat(outcome.what())
                                    .as("legal %s on count %d: %s", op, before, where)
                                    .doesNotStartWith("threw");
                        } else {
                            assertThat(outcome.threwIllegalCount())
                                    .as("illegal %s on count %d throws: %s", op, before, where)
                                    .isTrue();
                            assertThat(ref.refCnt())
                                    .as("refCnt after the illegal %s: %s", op, where)
                                    .isEqualTo(before);
                            assertThat(freed.deallocations())
                                    .as("deallocations after the illegal %s: %s", op, where)
                                    .isEqualTo(freedBefore);
                        }
                    }
                }));
    }

    @EachSubject
    @Aim(
            properties = "RELEASED_STAYS_RELEASED",
            catches = {XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void releasedObjectStaysReleased(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(RefOp.sequences()).checkAssert(steps -> {
                    CountingDeallocator freed = new CountingDeallocator();
                    RefCounted ref = create(subject, freed);
                    boolean released = false;
                    for (int i = 0; i < steps.ops().size(); i++) {
                        RefOp op = steps.ops().get(i);
                        RefOp.Outcome outcome = RefOp.Outcome.of(ref, op);
                        String where = new RefOp.Steps(steps.ops().subList(0, i + 1)).toString();
                        if (released && op.kind() != RefOp.Kind.READ) {
                            assertThat(outcome.threwIllegalCount())
                                    .as("%s after the final release throws: %s", op, where)
                                    .isTrue();
                            assertThat(ref.refCnt()).as("refCnt: %s", where).isZero();
                            assertThat(freed.deallocations())
                                    .as("deallocations: %s", where)
                                    .isEqualTo(1);
                        }
                        released |= outcome.what().equals("released: true");
                    }
                }));
    }

    /** Mockito checks the deallocation hook runs exactly once, by the release that returns true. */
    @EachSubject
    @Aim(properties = "DEALLOCATES_ONCE_AT_ZERO", catches = XaddLenientReleaseRefCount.class)
    void deallocatorRunsOnceByTheFinalRelease(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(RefOp.sequences()).checkAssert(steps -> {
                    Deallocator deallocator = mock(Deallocator.class);
                    RefCounted ref = create(subject, deallocator);
                    int expected = 0;
                    for (int i = 0; i < steps.ops().size(); i++) {
                        RefOp op = steps.ops().get(i);
                        int before = ref.refCnt();
                        RefOp.Outcome outcome = RefOp.Outcome.of(ref, op);
                        boolean finalRelease = op.kind() == RefOp.Kind.RELEASE && before > 0 && before == op.n();
                        if (finalRelease) expected++;
                        String where = new RefOp.Steps(steps.ops().subList(0, i + 1)).toString();
                        assertThat(outcome.what().equals("released: true"))
                                .as("%s on %d is the final release: %s", op, before, where)
                                .isEqualTo(finalRelease);
                        verify(deallocator, times(expected).description("deallocations after " + where))
                                .deallocate();
                    }
                    verifyNoMoreInteractions(deallocator);
                }));
    }
}
