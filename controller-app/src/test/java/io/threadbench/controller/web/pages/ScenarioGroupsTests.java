package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScenarioGroupsTests {

    @Test
    void aTitleReadsAsWordsWithUnitsSpelledAsPeopleWriteThem() {
        assertThat(ScenarioGroups.title("10k-vus-and-rps-get-movies")).isEqualTo("10k VUs and req/s get movies");
        assertThat(ScenarioGroups.title("light-fanout-jdk-client")).isEqualTo("Light fanout JDK client");
        assertThat(ScenarioGroups.title("smoketest")).isEqualTo("Smoketest");
    }
}
