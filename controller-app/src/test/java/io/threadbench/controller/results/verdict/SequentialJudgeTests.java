package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.benchmark.RoundJudge.Look;
import io.threadbench.controller.benchmark.TrialRepository;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.results.ResultsService;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The looks of a benchmark run until decided on crafted trials in a real SQLite file: no look before 2
 * repetitions, one look per number of repetitions, stored with the level it spent, decided for a clear winner and
 * open (with the rounds left) for a scenario whose repetitions disagree.
 */
class SequentialJudgeTests {

    private static final ResultsDatabase DB = new ResultsDatabase();
    private static final CraftedBenchmarks CRAFTED = new CraftedBenchmarks(DB.jdbc, DB.seconds, DB.summaries);
    private static final ResultsService RESULTS = new ResultsService(DB.jdbc);
    private static final SequentialJudge JUDGE =
            new SequentialJudge(RESULTS, new VerdictService(RESULTS, new TrialRepository(DB.jdbc)), DB.jdbc);

    @AfterAll
    static void close() {
        DB.close();
    }

    private static long untilDecided(int budget) {
        long id = CRAFTED.benchmark("auto", List.of("clear", "unclear"), List.of("a", "b"), budget);
        DB.jdbc
                .sql("UPDATE benchmark SET until_decided = 1, status = 'RUNNING' WHERE id = ?")
                .param(id)
                .update();
        return id;
    }

    @Test
    void aClearWinnerIsDecidedAtTheFirstLookAndEachLookIsStoredOnceWithItsLevel() {
        long id = untilDecided(4);
        CRAFTED.finishedTrial(id, "clear", "a", 1, 100, 10, 100, 0);
        CRAFTED.finishedTrial(id, "clear", "b", 1, 150, 10, 100, 0);
        assertThat(JUDGE.afterTrial(id, "clear", null))
                .as("one repetition: no look")
                .isEmpty();

        CRAFTED.finishedTrial(id, "clear", "b", 2, 150, 10, 100, 0);
        assertThat(JUDGE.afterTrial(id, "clear", null))
                .as("b has 2, a has 1: the round is not complete")
                .isEmpty();
        CRAFTED.finishedTrial(id, "clear", "a", 2, 100, 10, 100, 0);
        Optional<Look> look = JUDGE.afterTrial(id, "clear", null);

        assertThat(look).isPresent();
        assertThat(look.get().repetitions()).isEqualTo(2);
        assertThat(look.get().decided()).isTrue();
        assertThat(look.get().summary()).startsWith("clear decided after 2 repetitions: a wins");
        Map<String, Object> row = DB.jdbc
                .sql("SELECT repetitions, level, spent, decided FROM sequential_look WHERE benchmark_id = ?")
                .param(id)
                .query()
                .singleRow();
        SequentialPlan plan = new SequentialPlan(4);
        assertThat(((Number) row.get("level")).doubleValue()).isCloseTo(plan.levelAt(2), within(1e-12));
        assertThat(((Number) row.get("spent")).doubleValue()).isCloseTo(0.05 / 4, within(1e-12));
        assertThat(JUDGE.afterTrial(id, "clear", null))
                .as("2 repetitions were looked at already")
                .isEmpty();
    }

    @Test
    void repetitionsThatDisagreeLeaveTheScenarioOpenWithTheRoundsLeft() {
        long id = untilDecided(5);
        CRAFTED.finishedTrial(id, "unclear", "a", 1, 100, 10, 100, 0);
        CRAFTED.finishedTrial(id, "unclear", "b", 1, 125, 10, 100, 0);
        CRAFTED.finishedTrial(id, "unclear", "a", 2, 130, 10, 100, 0);
        CRAFTED.finishedTrial(id, "unclear", "b", 2, 98, 10, 100, 0);

        Look look = JUDGE.afterTrial(id, "unclear", null).orElseThrow();

        assertThat(look.decided()).isFalse();
        assertThat(look.summary())
                .startsWith("unclear still open after 2 repetitions: ")
                .endsWith(" At most 3 more.");
        assertThat(DB.jdbc
                        .sql("SELECT decided FROM sequential_look WHERE benchmark_id = ?")
                        .param(id)
                        .query(Integer.class)
                        .single())
                .isZero();
    }

    @Test
    void aBenchmarkWithAFixedNumberOfRepetitionsIsNeverLookedAt() {
        long id = CRAFTED.benchmark("fixed", List.of("clear"), List.of("a", "b"), 2);
        for (int r = 1; r <= 2; r++) {
            CRAFTED.finishedTrial(id, "clear", "a", r, 100, 10, 100, 0);
            CRAFTED.finishedTrial(id, "clear", "b", r, 150, 10, 100, 0);
        }
        assertThat(JUDGE.afterTrial(id, "clear", null)).isEmpty();
    }
}
