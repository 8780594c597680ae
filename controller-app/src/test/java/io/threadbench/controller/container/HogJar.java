package io.threadbench.controller.container;

import io.threadbench.controller.TestHttp;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * {@link Hog} as a runnable jar whose bytes are the same at every build (fixed entry times), so its image's
 * content-addressed tag is too and every test and every run after the first reuses one image.
 */
public final class HogJar {

    private HogJar() {}

    /** Writes the jar (once per test JVM) and returns its path. */
    public static synchronized Path path() throws IOException {
        Path jar = Path.of(System.getProperty("java.io.tmpdir"), "threadbench-hog.jar");
        Files.move(write(new Manifest()), jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return jar;
    }

    /** A jar of its own whose bytes no other has (a build mark in its manifest), so no image exists for it yet. */
    public static Path unique() throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes()
                .putValue("Threadbench-Build", java.util.UUID.randomUUID().toString());
        return write(manifest);
    }

    private static Path write(Manifest manifest) throws IOException {
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Hog.class.getName());
        Path written = TestHttp.tempFile("threadbench-hog", ".jar");
        try (OutputStream file = Files.newOutputStream(written);
                JarOutputStream out = new JarOutputStream(file)) {
            JarEntry manifestEntry = new JarEntry("META-INF/MANIFEST.MF");
            manifestEntry.setTime(0);
            out.putNextEntry(manifestEntry);
            manifest.write(out);
            out.closeEntry();
            String name = Hog.class.getName().replace('.', '/') + ".class";
            JarEntry entry = new JarEntry(name);
            entry.setTime(0);
            out.putNextEntry(entry);
            try (InputStream in = Hog.class.getClassLoader().getResourceAsStream(name)) {
                in.transferTo(out);
            }
            out.closeEntry();
        }
        return written;
    }
}
