package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.util.Textifier;
import org.objectweb.asm.util.TraceMethodVisitor;

/**
 * The classes a change touched, read with ASM from two builds' class folders and jars: which top-level
 * classes differ in bytecode (line numbers and frames left out, so a moved line is no change; a nested
 * class's change is its outer class's), which of their methods, and whether the class holds concurrent
 * state: volatile or atomic fields, VarHandle or Unsafe, synchronized code, locks or any other
 * {@code java.util.concurrent} type. Only such a class is worth a diff: a race needs shared mutable state
 * that the code means to share.
 */
final class ChangedClasses {

    /** A top-level class that differs between the two builds. */
    record Changed(
            String name, boolean drivable, String notDrivable, List<String> methods, List<String> concurrentState) {
        boolean concurrent() {
            return !concurrentState.isEmpty();
        }
    }

    /** What changed: classes in both builds that differ, and the names only one build has. */
    record Change(List<Changed> changed, List<String> added, List<String> removed) {}

    private ChangedClasses() {}

    static Change between(List<Path> before, List<Path> after) {
        Map<String, byte[]> b = classes(before);
        Map<String, byte[]> a = classes(after);
        Map<String, Set<String>> touched = new TreeMap<>(); // top-level name -> the nested classes of it that changed
        for (Map.Entry<String, byte[]> e : a.entrySet()) {
            byte[] old = b.get(e.getKey());
            if (old != null && !same(old, e.getValue()))
                touched.computeIfAbsent(outer(e.getKey()), k -> new LinkedHashSet<>())
                        .add(e.getKey());
        }
        List<Changed> changed = new ArrayList<>();
        for (Map.Entry<String, Set<String>> t : touched.entrySet()) {
            String top = t.getKey();
            ClassNode head = node(a.get(top));
            if (head == null || !b.containsKey(top)) continue; // only a nested class of a class that is new or gone
            List<String> methods = new ArrayList<>(changedMethods(node(b.get(top)), head));
            methods.addAll(changedFieldFlags(node(b.get(top)), head));
            for (String nested : t.getValue()) if (!nested.equals(top)) methods.add("nested " + simple(nested));
            // Either side's: a PR that takes the concurrency out (an AtomicLong made a plain long) is the one most
            // worth a diff.
            Set<String> state = new LinkedHashSet<>();
            for (Map<String, byte[]> side : List.of(a, b)) {
                for (Map.Entry<String, byte[]> e : side.entrySet()) {
                    if (!e.getKey().equals(top) && !e.getKey().startsWith(top + "$")) continue;
                    List<String> found =
                            concurrentState(node(e.getValue()), e.getKey().equals(top) ? "" : simple(e.getKey()) + ".");
                    found.stream()
                            .map(f -> side == b ? f + " (before)" : f)
                            .filter(f -> !state.contains(f.replace(" (before)", "")))
                            .forEach(state::add);
                }
            }
            String notDrivable = notDrivable(head);
            changed.add(new Changed(top, notDrivable.isEmpty(), notDrivable, methods, List.copyOf(state)));
        }
        List<String> added = a.keySet().stream()
                .filter(n -> !b.containsKey(n) && !n.contains("$"))
                .sorted()
                .toList();
        List<String> removed = b.keySet().stream()
                .filter(n -> !a.containsKey(n) && !n.contains("$"))
                .sorted()
                .toList();
        return new Change(changed, added, removed);
    }

    /** Why a diff cannot build and call the class, or "" when it can try. */
    private static String notDrivable(ClassNode c) {
        if ((c.access & Opcodes.ACC_INTERFACE) != 0) return "an interface";
        if ((c.access & Opcodes.ACC_ABSTRACT) != 0) return "abstract";
        if ((c.access & Opcodes.ACC_PUBLIC) == 0) return "not public";
        if ((c.access & Opcodes.ACC_ENUM) != 0) return "an enum";
        boolean publicInstanceMethod = c.methods.stream()
                .anyMatch(m -> (m.access & Opcodes.ACC_PUBLIC) != 0
                        && (m.access & Opcodes.ACC_STATIC) == 0
                        && !m.name.startsWith("<"));
        return publicInstanceMethod ? "" : "no public instance method to call";
    }

    /** The methods whose code differs, or that only one build has: name and descriptor, as a reviewer reads them. */
    private static List<String> changedMethods(ClassNode before, ClassNode after) {
        Map<String, String> b = methodTexts(before);
        Map<String, String> a = methodTexts(after);
        List<String> changed = new ArrayList<>();
        for (Map.Entry<String, String> e : a.entrySet()) {
            String old = b.get(e.getKey());
            if (old == null) changed.add(e.getKey() + " (new)");
            else if (!old.equals(e.getValue())) changed.add(e.getKey());
        }
        for (String name : b.keySet()) if (!a.containsKey(name)) changed.add(name + " (removed)");
        return changed;
    }

    /**
     * Each method's text: its flags ({@code synchronized}, {@code static}, its access...) and its instructions. A method
     * visitor sees only the instructions, so a PR that only drops {@code synchronized} would otherwise change nothing.
     */
    private static Map<String, String> methodTexts(ClassNode c) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (MethodNode m : c.methods) {
            Textifier text = new Textifier();
            m.accept(new TraceMethodVisitor(text));
            StringWriter w = new StringWriter();
            text.print(new PrintWriter(w));
            texts.put(readable(m.name, m.desc), Flags.ofMethod(m.access) + "\n" + w);
        }
        return texts;
    }

    /** The fields whose flags differ ({@code volatile}, {@code final}, ...) between the builds, as a reviewer reads them. */
    private static List<String> changedFieldFlags(ClassNode before, ClassNode after) {
        List<String> changed = new ArrayList<>();
        for (FieldNode a : after.fields) {
            before.fields.stream()
                    .filter(b -> b.name.equals(a.name) && b.desc.equals(a.desc) && b.access != a.access)
                    .findFirst()
                    .ifPresent(b -> changed.add("field " + a.name + " (" + Flags.ofField(b.access) + " -> "
                            + Flags.ofField(a.access) + ")"));
        }
        return changed;
    }

    /** A method as a reviewer reads it: {@code put(Object, Object)}, {@code <init>(int)}. */
    static String readable(String name, String descriptor) {
        return name
                + java.util.Arrays.stream(org.objectweb.asm.Type.getArgumentTypes(descriptor))
                        .map(t -> simple(t.getClassName()))
                        .collect(java.util.stream.Collectors.joining(", ", "(", ")"));
    }

    /** Why the class holds concurrent state, one line per kind, first place seen; empty when it holds none. */
    static List<String> concurrentState(ClassNode c, String prefix) {
        Map<String, String> seen = new LinkedHashMap<>();
        for (FieldNode f : c.fields) {
            if ((f.access & Opcodes.ACC_VOLATILE) != 0)
                seen.putIfAbsent("volatile", "volatile field " + prefix + f.name);
            String type = org.objectweb.asm.Type.getType(f.desc).getClassName();
            String kind = concurrentType(type.replace('.', '/'));
            if (kind != null) seen.putIfAbsent(kind, kind + " field " + prefix + f.name + " (" + simple(type) + ")");
        }
        for (MethodNode m : c.methods) {
            if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0)
                seen.putIfAbsent("synchronized", "synchronized method " + prefix + m.name);
            for (AbstractInsnNode insn : m.instructions) {
                if (insn.getOpcode() == Opcodes.MONITORENTER)
                    seen.putIfAbsent("synchronized", "synchronized block in " + prefix + m.name);
                String owner = insn instanceof MethodInsnNode call
                        ? call.owner
                        : insn instanceof FieldInsnNode f ? f.owner : null;
                String kind = owner == null ? null : concurrentType(owner);
                if (kind != null)
                    seen.putIfAbsent(
                            kind, kind + " used in " + prefix + m.name + " (" + simple(owner.replace('/', '.')) + ")");
            }
        }
        return List.copyOf(seen.values());
    }

    /** The kind of concurrency a JDK type stands for, or null for a type that is none. */
    private static String concurrentType(String internal) {
        if (internal.startsWith("java/util/concurrent/atomic/")) return "atomic";
        if (internal.startsWith("java/util/concurrent/locks/")) return "lock";
        if (internal.equals("java/lang/invoke/VarHandle")) return "VarHandle";
        if (internal.equals("sun/misc/Unsafe") || internal.equals("jdk/internal/misc/Unsafe")) return "Unsafe";
        if (internal.startsWith("java/util/concurrent/")
                && !internal.equals("java/util/concurrent/TimeUnit")
                && !internal.endsWith("Exception")) return "java.util.concurrent";
        return null;
    }

    private static boolean same(byte[] a, byte[] b) {
        if (java.util.Arrays.equals(a, b)) return true;
        ClassNode x = node(a);
        ClassNode y = node(b);
        if (x == null || y == null) return false;
        if (x.access != y.access
                || !java.util.Objects.equals(x.superName, y.superName)
                || !x.interfaces.equals(y.interfaces)) return false;
        if (!fields(x).equals(fields(y))) return false;
        return methodTexts(x).equals(methodTexts(y));
    }

    private static List<String> fields(ClassNode c) {
        return c.fields.stream()
                .map(f -> f.access + " " + f.name + " " + f.desc + " " + f.value)
                .toList();
    }

    private static ClassNode node(byte[] bytes) {
        if (bytes == null) return null;
        ClassNode c = new ClassNode();
        new ClassReader(bytes).accept(c, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return c;
    }

    private static String outer(String name) {
        int dollar = name.indexOf('$');
        return dollar < 0 ? name : name.substring(0, dollar);
    }

    static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** Every class in the folders and jars, by binary name; the first of a name wins, as on a class path. */
    static Map<String, byte[]> classes(List<Path> classPath) {
        Map<String, byte[]> classes = new TreeMap<>();
        for (Path p : classPath) {
            try {
                if (Files.isDirectory(p)) {
                    try (Stream<Path> files = Files.walk(p)) {
                        for (Path f : files.filter(f -> f.toString().endsWith(".class"))
                                .toList()) {
                            String rel = p.relativize(f).toString().replace(java.io.File.separatorChar, '/');
                            if (rel.startsWith("META-INF/")
                                    || rel.endsWith("module-info.class")
                                    || rel.endsWith("package-info.class")) continue;
                            classes.putIfAbsent(
                                    rel.substring(0, rel.length() - 6).replace('/', '.'), Files.readAllBytes(f));
                        }
                    }
                } else if (p.toString().endsWith(".jar") && Files.isRegularFile(p)) {
                    try (ZipFile jar = new ZipFile(p.toFile())) {
                        for (ZipEntry e : java.util.Collections.list(jar.entries())) {
                            String rel = e.getName();
                            if (!rel.endsWith(".class")
                                    || rel.startsWith("META-INF/")
                                    || rel.endsWith("module-info.class")
                                    || rel.endsWith("package-info.class")) continue;
                            try (InputStream in = jar.getInputStream(e)) {
                                classes.putIfAbsent(
                                        rel.substring(0, rel.length() - 6).replace('/', '.'), in.readAllBytes());
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the classes of " + p + ": " + e.getMessage(), e);
            }
        }
        return classes;
    }
}
