package io.threadbench.controller.web.guard;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Turns a refused access token into Spring Boot's "APPLICATION FAILED TO START" report, without a stack trace. */
class AccessTokenFailureAnalyzer extends AbstractFailureAnalyzer<InvalidAccessTokenException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, InvalidAccessTokenException cause) {
        return new FailureAnalysis(
                "Threadbench refused to start: " + cause.getMessage() + ".",
                "Set threadbench.access-token (or the environment variable THREADBENCH_ACCESS_TOKEN) to at least "
                        + AccessToken.MIN_LENGTH + " letters, digits or - . _ ~ + /, e.g. the output of "
                        + "'openssl rand -hex 24', or leave it unset to have one generated at start.",
                cause);
    }
}
