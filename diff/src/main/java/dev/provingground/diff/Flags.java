package dev.provingground.diff;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;

/** A method's or a field's access flags in words, as Java source writes them: {@code public synchronized}, {@code private volatile}. */
final class Flags {

    private static final int[] METHOD = {
        Opcodes.ACC_PUBLIC,
        Opcodes.ACC_PROTECTED,
        Opcodes.ACC_PRIVATE,
        Opcodes.ACC_STATIC,
        Opcodes.ACC_FINAL,
        Opcodes.ACC_SYNCHRONIZED,
        Opcodes.ACC_NATIVE,
        Opcodes.ACC_ABSTRACT
    };
    private static final String[] METHOD_WORDS = {
        "public", "protected", "private", "static", "final", "synchronized", "native", "abstract"
    };
    private static final int[] FIELD = {
        Opcodes.ACC_PUBLIC,
        Opcodes.ACC_PROTECTED,
        Opcodes.ACC_PRIVATE,
        Opcodes.ACC_STATIC,
        Opcodes.ACC_FINAL,
        Opcodes.ACC_VOLATILE,
        Opcodes.ACC_TRANSIENT
    };
    private static final String[] FIELD_WORDS = {
        "public", "protected", "private", "static", "final", "volatile", "transient"
    };

    private Flags() {}

    static String ofMethod(int access) {
        return words(access, METHOD, METHOD_WORDS);
    }

    static String ofField(int access) {
        return words(access, FIELD, FIELD_WORDS);
    }

    private static String words(int access, int[] flags, String[] words) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < flags.length; i++) if ((access & flags[i]) != 0) out.add(words[i]);
        return out.isEmpty() ? "package-private" : String.join(" ", out);
    }
}
