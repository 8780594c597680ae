package io.threadbench.controller.cli;

import io.threadbench.controller.ThreadbenchApplication;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The headless CLI run in this JVM as {@code java -jar controller-app.jar <properties> run ...} runs it, with a data
 * folder and scenario files of its own: {@code cli-quick} (3 VUs, 1 + 3 s), {@code cli-broken} (the same with a
 * JVM option no JVM knows) and {@code cli-overloaded} (an arrival rate one VU cannot carry).
 */
final class HeadlessCli {

    record Outcome(int exitCode, String output) {}

    final Path home;
    final Path scenarios;

    HeadlessCli(Path home) throws IOException {
        this.home = home;
        this.scenarios = Files.createDirectories(home.resolve("scenarios"));
        String quick = """
                name: %s
                workload: epoch-millis
                loadShape: constant-vus
                vus: 3
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: 3
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"%s]
                """;
        Files.writeString(scenarios.resolve("cli-quick.yaml"), quick.formatted("cli-quick", ""));
        Files.writeString(
                scenarios.resolve("cli-broken.yaml"), quick.formatted("cli-broken", ", \"-XX:+NoSuchCliOption\""));
        // one VU waits 20 ms per answer, so it carries about 45 of the 150 arrivals a second asked for
        Files.writeString(scenarios.resolve("cli-overloaded.yaml"), """
                name: cli-overloaded
                workload: epoch-millis
                loadShape: constant-rate
                rps: 150
                vus: 1
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: 3
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                """);
    }

    Outcome run(String... cliArgs) {
        // properties before and after "run", as the launcher and its users pass them
        List<String> args = new ArrayList<>(
                List.of("--threadbench.home=" + home, "run", "--threadbench.scenarios-dir=" + scenarios));
        int command = 1;
        args.addAll(List.of(cliArgs));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = HeadlessMain.run(
                ThreadbenchApplication.class,
                args.toArray(String[]::new),
                command,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Outcome(code, bytes.toString(StandardCharsets.UTF_8));
    }

    static List<CSVRecord> csv(Path file) throws IOException {
        try (CSVParser parser = CSVParser.parse(
                file,
                StandardCharsets.UTF_8,
                CSVFormat.DEFAULT
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .get())) {
            return parser.getRecords();
        }
    }
}
