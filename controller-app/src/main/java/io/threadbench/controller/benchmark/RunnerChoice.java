package io.threadbench.controller.benchmark;

import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * How many k6 runners a trial gets (DESIGN §12). Asked for by hand, that many. Otherwise one, unless the
 * scenario plans an arrival rate above what one runner carried below {@value #CORE_SHARE_PERCENT} % of a core in
 * past trials on this machine (requests per second over k6's CPU, the median of the last
 * {@value #HISTORY} single-runner trials), or, with no history yet, {@value #DEFAULT_RATE_PER_RUNNER} req/s:
 * k6 costs about 0.3 ms of CPU per request here, so a core carries about 3,000.
 */
@Component
public class RunnerChoice {

    static final int CORE_SHARE_PERCENT = 80;
    static final int DEFAULT_RATE_PER_RUNNER = 2400;
    static final int HISTORY = 50;
    /** k6 CPU below this says too little about its cost per request to learn from. */
    static final double MIN_LEARNING_CPU_PERCENT = 10;

    private final JdbcClient jdbc;

    RunnerChoice(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Runners for a trial of {@code scenario}; {@code requested} (from the benchmark) wins when set. */
    public int runnersFor(Scenario scenario, Integer requested) {
        if (requested != null) {
            return requested;
        }
        if (scenario.load().shape() != LoadShape.CONSTANT_RATE
                || scenario.load().rps() == null) {
            return 1; // no planned rate: closed-model shapes are sized by VUs
        }
        double perRunner = ratePerRunner();
        int wanted = (int) Math.ceil(scenario.load().rps() / perRunner);
        return Math.max(1, Math.min(wanted, CpuAffinity.onlineCores()));
    }

    /** Requests per second one runner carries at {@value #CORE_SHARE_PERCENT} % of a core on this machine. */
    public double ratePerRunner() {
        List<Double> rates = jdbc
                .sql("""
                        SELECT r.value * ? / c.value AS rate
                        FROM trial_metric r
                        JOIN trial_metric c ON c.trial_id = r.trial_id AND c.name = 'cpu_loadgen_percent_avg'
                        JOIN trial t ON t.id = r.trial_id AND t.status = 'SUCCEEDED'
                        WHERE r.name = 'requests_per_second_p50' AND c.value >= ?
                          AND NOT EXISTS (SELECT 1 FROM trial_metric n WHERE n.trial_id = r.trial_id
                                          AND n.name = 'loadgen_runners' AND n.value > 1)
                        ORDER BY r.trial_id DESC LIMIT ?""")
                .params(CORE_SHARE_PERCENT, MIN_LEARNING_CPU_PERCENT, HISTORY)
                .query(Double.class)
                .list()
                .stream()
                .sorted()
                .toList();
        return rates.isEmpty() ? DEFAULT_RATE_PER_RUNNER : rates.get(rates.size() / 2);
    }
}
