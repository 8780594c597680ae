package io.threadbench.controller.config;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Where Threadbench finds its parts and keeps its data. The launcher sets the paths when run from
 * the repository; {@link io.threadbench.controller.config.RepoLayout} fills in what is left unset.
 *
 * @param home         folder of the SQLite database and trial logs (default {@code ~/.threadbench})
 * @param database     SQLite file (default {@code home/threadbench.db})
 * @param sutJar       the service-under-test jar
 * @param k6Binary     the k6 executable
 * @param k6Script     the generic k6 script ({@code scenarios/k6/benchmark.js})
 * @param scenariosDir default scenario YAML files imported on first start
 * @param javaBinary   java used to start the SUT (default: the controller's own)
 */
@ConfigurationProperties("threadbench")
public record ThreadbenchProperties(
        Path home, Path database, Path sutJar, Path k6Binary, Path k6Script, Path scenariosDir, Path javaBinary) {}
