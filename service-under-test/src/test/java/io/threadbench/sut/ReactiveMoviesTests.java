package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * webflux-netty reads {@code GET /movies} through R2DBC, not JPA: with the cache off every answer comes from the
 * R2DBC queries, and they must give exactly what loom-tomcat's JPA repository gives for the same data.
 */
class ReactiveMoviesTests {

    private static final List<String> DIRECTORS = List.of("Allen", "Kubrick", "Hitchcock");

    @Test
    void r2dbcAnswersExactlyWhatJpaAnswers() {
        Http http = new Http();
        try (SutProcess reactive = SutProcess.start("webflux-netty", "--sut.movies.cache=false");
                SutProcess blocking = SutProcess.start("loom-tomcat", "--sut.movies.cache=false")) {
            for (String director : DIRECTORS) {
                String path = "/movies?directorLastName=" + director;
                Http.Answer viaR2dbc = http.get(reactive.uri(path));
                Http.Answer viaJpa = http.get(blocking.uri(path));

                assertThat(viaR2dbc.status()).isEqualTo(200);
                assertThat(viaR2dbc.json().size()).isPositive();
                assertThat(viaR2dbc.json()).as(director).isEqualTo(viaJpa.json());
            }
            assertThat(reactive.log()).contains("Movies are read through R2DBC (h2), 10 connections");
            assertThat(blocking.log()).doesNotContain("R2DBC");
        }
    }
}
