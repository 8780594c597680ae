package io.threadbench.sut;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.threadbench.contract.ApproachId;
import io.threadbench.sut.approach.Approach;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The SUT's house rules, as the controller's (DESIGN §1): no package cycles (the root package, which starts the
 * service, counts as a package of its own), and the plain servers, which start no Spring context, use neither Spring
 * nor the Spring endpoints of {@code web}. Also the drift check of the approach ids against the shared contract.
 */
class ArchitectureTests {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("io.threadbench.sut");

    @Test
    void mainClassesAreImported() {
        assertThat(MAIN.containPackage("io.threadbench.sut.plain")).isTrue();
        assertThat(MAIN.contain(SutApplication.class)).isTrue();
        assertThat(MAIN.contain(ArchitectureTests.class)).isFalse();
    }

    @Test
    void packagesHaveNoCycles() {
        // "io.threadbench.(**)": the root package io.threadbench.sut is a slice too, not only its subpackages
        slices().matching("io.threadbench.(**)")
                .should()
                .beFreeOfCycles()
                .because("packages follow the data one way (DESIGN §1)")
                .check(MAIN);
    }

    @Test
    void plainServersUseNoSpring() {
        noClasses()
                .that()
                .resideInAPackage("io.threadbench.sut.plain..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.springframework..", "reactor..", "io.threadbench.sut.web..")
                .because("the plain approaches start no Spring context (DESIGN §3)")
                .check(MAIN);
    }

    @Test
    void theApproachesAreTheContractsInItsOrder() {
        assertThat(Arrays.stream(Approach.values()).map(Approach::id)).containsExactlyElementsOf(ApproachId.ids());
    }
}
