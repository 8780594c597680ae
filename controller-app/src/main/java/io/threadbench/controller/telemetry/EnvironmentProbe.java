package io.threadbench.controller.telemetry;

import io.threadbench.controller.telemetry.EnvironmentFingerprint.JdkInfo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.software.os.OperatingSystem;

/**
 * Collects the {@link EnvironmentFingerprint} of a benchmark. Asks the {@code java} and {@code k6} binaries
 * themselves (argument lists, no shell) so it records what the trials really run, not what the controller runs
 * on. Never throws for a missing or broken binary: the field then says "unknown (why)".
 */
@Component
public class EnvironmentProbe {

    static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(30);

    private final SystemInfo systemInfo;

    public EnvironmentProbe(SystemInfo systemInfo) {
        this.systemInfo = systemInfo;
    }

    /**
     * @param javaBinary the java that starts the SUT
     * @param k6Binary   the k6 that loads it
     * @param jvmOptions the SUT's JVM options (recorded as given)
     */
    public EnvironmentFingerprint probe(Path javaBinary, Path k6Binary, List<String> jvmOptions) {
        OperatingSystem os = systemInfo.getOperatingSystem();
        CentralProcessor processor = systemInfo.getHardware().getProcessor();
        JdkInfo jdk = jdk(javaBinary);
        return EnvironmentFingerprint.builder()
                .system(
                        os.getFamily() + " " + os.getVersionInfo().getVersion()
                                + (os.getVersionInfo().getCodeName() == null
                                                || os.getVersionInfo()
                                                        .getCodeName()
                                                        .isBlank()
                                        ? ""
                                        : " (" + os.getVersionInfo().getCodeName() + ")"),
                        System.getProperty("os.version"),
                        System.getProperty("os.arch"))
                .cpu(
                        processor.getProcessorIdentifier().getName().trim(),
                        processor.getPhysicalProcessorCount(),
                        processor.getLogicalProcessorCount())
                .ramBytes(systemInfo.getHardware().getMemory().getTotal())
                .jdk(jdk.vendor(), jdk.version())
                .k6Version(k6Version(k6Binary))
                .threadbenchVersion(threadbenchVersion())
                .jvmOptions(jvmOptions)
                .machine(MachineSettingsReader.readHere())
                .build();
    }

    /** Runs {@code java -XshowSettings:properties -version} and reads {@code java.vendor} and {@code java.runtime.version}. */
    public JdkInfo jdk(Path javaBinary) {
        String output;
        try {
            output = run(javaBinary, "-XshowSettings:properties", "-version");
        } catch (IOException e) {
            String unknown = "unknown (" + e.getMessage() + ")";
            return new JdkInfo(unknown, unknown);
        }
        String vendor = property(output, "java.vendor");
        String version = property(output, "java.runtime.version");
        return new JdkInfo(
                vendor == null ? "unknown (no java.vendor in " + javaBinary + "'s settings)" : vendor,
                version == null ? "unknown (no java.runtime.version in " + javaBinary + "'s settings)" : version);
    }

    /** The first line of {@code k6 version} without the leading "k6 ", e.g. {@code v1.8.1 (go1.24.4, linux/amd64)}. */
    public String k6Version(Path k6Binary) {
        if (k6Binary == null) {
            return "not available here";
        }
        try {
            String output = run(k6Binary, "version").strip();
            String first = output.lines().findFirst().orElse("").strip();
            if (!first.startsWith("k6 ")) {
                return "unknown (unexpected output of " + k6Binary + " version: " + abbreviate(first) + ")";
            }
            return first.substring(3).strip();
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    /** The controller jar's Implementation-Version (set by the build), or {@code dev} when run from classes. */
    public String threadbenchVersion() {
        String version = EnvironmentProbe.class.getPackage().getImplementationVersion();
        return version == null || version.isBlank() ? "dev" : version;
    }

    static String property(String settings, String name) {
        String prefix = name + " = ";
        return settings.lines()
                .map(String::strip)
                .filter(line -> line.startsWith(prefix))
                .map(line -> line.substring(prefix.length()).strip())
                .findFirst()
                .orElse(null);
    }

    /** Runs a binary with arguments (no shell), waits at most {@link #COMMAND_TIMEOUT}, returns stdout + stderr. */
    private static String run(Path binary, String... args) throws IOException {
        if (binary == null) {
            throw new IOException("no binary configured");
        }
        if (!Files.isExecutable(binary)) {
            throw new IOException(binary + " is not an executable file");
        }
        Path out = Files.createTempFile("threadbench-probe", ".txt");
        try {
            List<String> command = new java.util.ArrayList<>(List.of(binary.toString()));
            command.addAll(List.of(args));
            // Output goes to a file: a pipe nobody drains could block the child, and a read could block us.
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullFile()))
                    .start();
            if (!process.waitFor(COMMAND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new IOException(binary + " did not answer within " + COMMAND_TIMEOUT.toSeconds() + " s");
            }
            return Files.readString(out, StandardCharsets.UTF_8);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + binary);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "…";
    }
}
