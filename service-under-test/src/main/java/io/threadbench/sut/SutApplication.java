package io.threadbench.sut;

import io.threadbench.sut.approach.Approach;
import io.threadbench.sut.plain.PlainServers;
import java.util.Arrays;
import java.util.Optional;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * The service under test: one jar, started as {@code java -jar service-under-test.jar --approach=NAME}.
 * The approach is read before Spring starts because it decides the web stack itself.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class SutApplication {

    static final String APPROACH_ARG = "--approach=";

    public static void main(String[] args) {
        Optional<Approach> approach = approachOf(args);
        if (approach.isEmpty()) {
            System.err.println(
                    approachProblem(args) + "; valid approaches: " + Approach.ids() + " (e.g. --approach=loom-tomcat)");
            System.exit(2);
        }
        if (approach.get().isPlain()) {
            PlainServers.serve(approach.get(), args);
            return;
        }
        application(approach.get()).run(args);
    }

    static SpringApplication application(Approach approach) {
        SpringApplication app = new SpringApplication(SutApplication.class);
        app.setWebApplicationType(approach.webApplicationType());
        app.setAdditionalProfiles(approach.profiles());
        return app;
    }

    static Optional<Approach> approachOf(String[] args) {
        return lastApproachArg(args).flatMap(Approach::fromId);
    }

    private static String approachProblem(String[] args) {
        return lastApproachArg(args).map(id -> "unknown approach '" + id + "'").orElse("missing --approach=NAME");
    }

    private static Optional<String> lastApproachArg(String[] args) {
        return Arrays.stream(args)
                .filter(a -> a.startsWith(APPROACH_ARG))
                .map(a -> a.substring(APPROACH_ARG.length()))
                .reduce((first, second) -> second);
    }
}
