package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Tokens: what a configured one must look like, what a generated one is, how they are compared. */
class AccessTokenTests {

    @Test
    void generatedTokensCarry256RandomBitsInUrlSafeCharacters() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            String value = AccessToken.generate().value();
            assertThat(value).hasSize(43).matches("[A-Za-z0-9_-]+");
            seen.add(value);
        }
        assertThat(seen).hasSize(100);
    }

    @Test
    void shortTokenIsRefusedWithItsLength() {
        assertThatThrownBy(() -> AccessToken.of("fifteen-chars15"))
                .isInstanceOf(InvalidAccessTokenException.class)
                .hasMessageContaining("has 15 characters; it needs at least 16");
        assertThat(AccessToken.of("sixteen-chars-16").value()).isEqualTo("sixteen-chars-16");
    }

    @Test
    void tokenWithCharactersABearerTokenCannotCarryIsRefused() {
        assertThatThrownBy(() -> AccessToken.of("has spaces; and a semicolon"))
                .isInstanceOf(InvalidAccessTokenException.class)
                .hasMessageContaining("only letters, digits and - . _ ~ + /");
        assertThat(AccessToken.of("YWJjZGVmZ2hpamtsbW5vcA==").value()).endsWith("==");
    }

    @Test
    void matchesOnlyTheExactToken() {
        AccessToken token = AccessToken.of("0123456789abcdef");

        assertThat(token.matches("0123456789abcdef")).isTrue();
        assertThat(token.matches("0123456789abcdeF")).isFalse();
        assertThat(token.matches("0123456789abcdef0")).isFalse();
        assertThat(token.matches("")).isFalse();
        assertThat(token.matches(null)).isFalse();
        assertThat(token.toString()).doesNotContain("0123456789abcdef");
    }
}
