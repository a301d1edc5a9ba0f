package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * A regression test's {@code pom.xml} ({@link Reproducer}): JUnit and Lincheck from Maven Central at this build's own
 * versions ({@code regression-test.properties}), and each build of the class as a profile, {@code after} by default and
 * {@code before}: its Maven coordinates as given, or its jars and classes folders copied into {@code lib/}.
 */
final class ReproducerPom {

    private ReproducerPom() {}

    /** The Java release the test compiles for: 17, or the subject's own when newer (its class files must be readable). */
    static int release(Class<?> type) {
        try (InputStream in =
                type.getClassLoader().getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
            if (in == null) return 17;
            byte[] head = in.readNBytes(8);
            int major = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
            return Math.max(17, major - 44);
        } catch (IOException e) {
            return 17;
        }
    }

    /** The pom: JUnit and Lincheck, and each build as a profile ({@code after}, the default, and {@code before}). */
    static String write(DiffOptions options, String testName, Path folder, int release) throws IOException {
        Properties versions = new Properties();
        try (InputStream in = ReproducerPom.class.getResourceAsStream("regression-test.properties")) {
            versions.load(in);
        }
        String argLine = "-XX:+EnableDynamicAgentLoading " + String.join(" ", dev.provingground.verdict.Opens.flags());
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- A regression test written by Proving Ground's diff: mvn test runs it on the after build (the race: it fails),
                     mvn test -Pbefore on the before build (it passes). It needs nothing but Maven Central and a JDK %d or newer. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>regression</groupId>
                  <artifactId>%s</artifactId>
                  <version>1</version>
                  <properties>
                    <maven.compiler.release>%d</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>
                  <dependencies>
                    <dependency>
                      <groupId>org.jetbrains.lincheck</groupId>
                      <artifactId>lincheck</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                    <dependency>
                      <groupId>org.junit.jupiter</groupId>
                      <artifactId>junit-jupiter</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                  </dependencies>
                  <profiles>
                    <profile>
                      <id>after</id>
                      <activation><activeByDefault>true</activeByDefault></activation>
                      <dependencies>
                %s      </dependencies>
                    </profile>
                    <profile>
                      <id>before</id>
                      <dependencies>
                %s      </dependencies>
                    </profile>
                  </profiles>
                  <build>
                    <plugins>
                      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>%s</version></plugin>
                      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>%s</version></plugin>
                      <plugin>
                        <groupId>org.apache.maven.plugins</groupId>
                        <artifactId>maven-surefire-plugin</artifactId>
                        <version>%s</version>
                        <configuration>
                          <!-- Lincheck attaches its agent at run time and reads the JDK objects the subject holds. -->
                          <argLine>%s</argLine>
                          <trimStackTrace>false</trimStackTrace>
                        </configuration>
                      </plugin>
                    </plugins>
                  </build>
                </project>
                """.formatted(
                        release,
                        testName.toLowerCase(java.util.Locale.ROOT),
                        release,
                        versions.getProperty("lincheck"),
                        versions.getProperty("junit"),
                        dependencies("after", options.after(), folder),
                        dependencies("before", options.before(), folder),
                        versions.getProperty("resources"),
                        versions.getProperty("compiler"),
                        versions.getProperty("surefire"),
                        argLine);
    }

    /**
     * A build's dependencies: its Maven coordinates as given; or each jar and folder of its class path as a jar in the
     * test's {@code lib/} (a folder packed into one), named by a system-scoped dependency.
     */
    private static String dependencies(String label, String classPath, Path folder) throws IOException {
        if (DiffRequest.isCoordinates(classPath)) {
            String[] gav = classPath.split(":");
            return dependency(gav[0], gav[1], gav[2], null);
        }
        StringBuilder out = new StringBuilder();
        Path lib = folder.resolve("lib");
        Files.createDirectories(lib);
        int i = 0;
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            if (entry.isBlank()) continue;
            Path from = Path.of(entry).toAbsolutePath();
            String name = label + "-" + i++ + ".jar";
            if (Files.isDirectory(from)) jar(from, lib.resolve(name));
            else Files.copy(from, lib.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            out.append(dependency("local." + label, label + "-" + (i - 1), "0", "${project.basedir}/lib/" + name));
        }
        return out.toString();
    }

    private static String dependency(String group, String artifact, String version, String systemPath) {
        return "        <dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId><version>"
                + version + "</version>"
                + (systemPath == null ? "" : "<scope>system</scope><systemPath>" + systemPath + "</systemPath>")
                + "</dependency>\n";
    }

    /** A classes folder as a jar. */
    private static void jar(Path folder, Path jar) throws IOException {
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
                var files = Files.walk(folder)) {
            for (Path p : files.sorted().toList()) {
                if (p.equals(folder)) continue;
                String name = folder.relativize(p).toString().replace(java.io.File.separatorChar, '/')
                        + (Files.isDirectory(p) ? "/" : "");
                out.putNextEntry(new java.util.jar.JarEntry(name));
                if (!Files.isDirectory(p)) Files.copy(p, out);
                out.closeEntry();
            }
        }
    }
}
