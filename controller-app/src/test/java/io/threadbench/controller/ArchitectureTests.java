package io.threadbench.controller;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The house rules of DESIGN §1 over the controller's main classes: no package cycles, and nothing outside
 * {@code web} imports {@code web}. A broken rule fails with ArchUnit's message, which names the class, the
 * class it uses and the source line of the use. The fixture package proves that both rules can fail.
 */
class ArchitectureTests {

    private static final String ROOT = "io.threadbench.controller";

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT);

    static ArchRule noPackageCycles(String root) {
        return slices().matching(root + ".(**)")
                .should()
                .beFreeOfCycles()
                .because("packages follow the data one way (DESIGN §1)");
    }

    static ArchRule webOnTop(String root) {
        return noClasses()
                .that()
                .resideOutsideOfPackage(root + ".web..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(root + ".web..")
                .because("web maps the services to HTTP; nothing below it knows it exists (DESIGN §1)");
    }

    @Test
    void mainClassesAreImported() {
        assertThat(MAIN.containPackage(ROOT + ".web.api")).isTrue();
        assertThat(MAIN.containPackage(ROOT + ".benchmark")).isTrue();
        assertThat(MAIN.contain(ArchitectureTests.class)).isFalse();
    }

    @Test
    void packagesHaveNoCycles() {
        noPackageCycles(ROOT).check(MAIN);
    }

    @Test
    void nothingOutsideWebImportsWeb() {
        webOnTop(ROOT).check(MAIN);
    }

    @Test
    void aCycleAndAnImportOfWebAreReportedWithTheOffendingUse() {
        String fixture = ROOT + ".architecture.fixture";
        JavaClasses classes = new ClassFileImporter().importPackages(fixture);

        assertThatThrownBy(() -> noPackageCycles(fixture).check(classes))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Cycle detected")
                .hasMessageContaining("cycle.Ping")
                .hasMessageContaining("low.Pong");
        assertThatThrownBy(() -> webOnTop(fixture).check(classes))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("low.Pong")
                .hasMessageContaining("web.FixturePage")
                .hasMessageContaining("Pong.java:");
    }
}
