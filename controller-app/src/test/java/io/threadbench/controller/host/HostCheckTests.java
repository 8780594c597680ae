package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.scenario.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host's limits read from /proc (crafted and real), and a scenario's needs judged against them. */
class HostCheckTests {

    @TempDir
    Path root;

    /** The values this kind of machine has: ~28k local ports, 20,000 open files, somaxconn 4,096. */
    private static final HostLimits HERE = new HostLimits(
            OptionalLong.of(28_232),
            OptionalLong.of(4096),
            OptionalLong.of(2048),
            OptionalLong.of(2_466_170),
            OptionalLong.of(20_000));

    @Test
    void readsTheLimitsFromProc() throws IOException {
        write("proc/sys/net/ipv4/ip_local_port_range", "32768\t60999\n");
        write("proc/sys/net/core/somaxconn", "4096\n");
        write("proc/sys/net/ipv4/tcp_max_syn_backlog", "2048\n");
        write("proc/sys/fs/file-max", "2466170\n");
        write("proc/self/limits", """
                Limit                     Soft Limit           Hard Limit           Units
                Max processes             unlimited            unlimited            processes
                Max open files            1024                 20000                files
                """);

        assertThat(HostLimits.read(root)).isEqualTo(HERE);
    }

    @Test
    void anUnreadableSettingIsNotJudgedAndThisMachinesAreRead() {
        HostLimits nothing = HostLimits.read(root);
        assertThat(nothing.localPorts()).isEmpty();
        assertThat(HostCheck.check(vus(60_000), nothing).refusals()).isEmpty();

        HostLimits real = HostLimits.read();
        assertThat(real.localPorts().orElse(0)).isPositive();
        assertThat(real.openFiles().orElse(Long.MAX_VALUE)).isPositive(); // "unlimited" reads as empty
    }

    @Test
    void aFewThousandVusPassQuietly() {
        HostCheck.Findings verdict = HostCheck.check(vus(1000), HERE);

        assertThat(verdict.refused()).isFalse();
        assertThat(verdict.doubts()).isEmpty();
    }

    @Test
    void loomWebfluxBenchmarks40kRowsCannotOpenTheirConnectionsHere() {
        HostCheck.Findings verdict = HostCheck.check(vus(40_000), HERE);

        assertThat(verdict.refused()).isTrue();
        assertThat(verdict.refusals())
                .containsExactly(
                        "the trial opens about 40,000 connections on this host, but net.ipv4.ip_local_port_range holds"
                                + " only 28,232 local ports; widen it (e.g. sysctl -w net.ipv4.ip_local_port_range="
                                + "\"1024 65535\") or lower the VUs to at most 27,208",
                        "the SUT needs about 40,512 open files and k6 about 40,512, but the open-files limit (ulimit -Hn)"
                                + " is 20,000; raise it to at least 40,512 (ulimit -n, or LimitNOFILE for a service)");
    }

    @Test
    void moreVusThanTheAcceptQueueIsADoubtNotARefusal() {
        HostCheck.Findings verdict = HostCheck.check(vus(10_000), HERE);

        assertThat(verdict.refused()).isFalse();
        assertThat(verdict.doubts())
                .containsExactly("10,000 VUs connect at once, but net.core.somaxconn caps the accept queue at 4,096: a"
                        + " burst of new connections waits or is retried, which shows as latency; raise it to 10,000"
                        + " (sysctl -w net.core.somaxconn=10000)");
    }

    @Test
    void aSeparateUpstreamDoublesTheSutsConnectionsAndFanOutMultipliesThem() {
        Scenario fanout = Scenario.builder("f")
                .workload(Workload.FANOUT)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(6000)
                .upstream(Upstream.SEPARATE)
                .durationSeconds(10)
                .build();

        assertThat(HostCheck.connections(fanout)).isEqualTo(6000 + 6000 * 3);
        assertThat(HostCheck.check(fanout, HERE).refusals())
                .singleElement()
                .asString()
                .startsWith("the SUT needs about 24,512 open files and k6 about 6,512");
    }

    private static Scenario vus(int vus) {
        return Scenario.builder("v")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(vus)
                .durationSeconds(10)
                .build();
    }

    private void write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
