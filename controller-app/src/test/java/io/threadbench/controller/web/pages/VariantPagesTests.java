package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.variant.VariantCatalog;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The variant form's container inputs, the service's and the database's and upstream's beside it: each refused in
 * plain words at its own message, kept when good.
 */
class VariantPagesTests extends PageTestSupport {

    @Autowired
    VariantCatalog catalog;

    private static Map<String, String> form(String label, String cpus, String memory, String cpuset) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("label", label);
        form.put("description", "made by a test");
        form.put("target", "approach:loom-tomcat");
        form.put("containerCpus", cpus);
        form.put("containerMemory", memory);
        form.put("containerCpuset", cpuset);
        return form;
    }

    @Test
    void badContainerLimitsAreShownAtTheContainerInputsAndSaveNothing() {
        Page page = post("/variants", form("page-boxed", "two", "1g", ""));

        assertThat(page.status()).isEqualTo(400);
        assertThat(page.body())
                .contains("<small class=\"field-error\" id=\"err-containerCpus\">CPUs must be a number, e.g. 1 or"
                        + " 1.5; got &#39;two&#39;</small>")
                .contains("<small class=\"field-error\" id=\"err-containerMemory\"></small>")
                .contains("value=\"two\""); // what was typed stays in the form

        Page tooMuch = post("/variants", form("page-boxed", "1", "9999g", ""));
        assertThat(tooMuch.status()).isEqualTo(400);
        assertThat(tooMuch.body())
                .contains("<small class=\"field-error\" id=\"err-containerMemory\">memory 9999g is more than this"
                        + " machine has");
        assertThat(catalog.stored()).noneMatch(v -> v.label().equals("page-boxed"));
    }

    @Test
    void goodLimitsAreSavedAndShownBackOnTheEditPage() {
        assertThat(post("/variants", form("page-boxed-ok", "1.5", "512m", "0")).status())
                .isEqualTo(302);

        assertThat(catalog.get("page-boxed-ok").container().describe()).isEqualTo("1.5 CPUs, 512m, cpuset 0");
        assertThat(get("/variants/page-boxed-ok/edit").body())
                .contains("value=\"1.5\"")
                .contains("value=\"512m\"");
        catalog.delete("page-boxed-ok");
    }

    @Test
    void theDatabaseAndUpstreamContainersAreCheckedAtTheirOwnInputsAndShownBack() {
        Map<String, String> bad = form("page-all-boxed", "1", "1g", "");
        bad.put("containerDatabaseCpus", "0.5");
        bad.put("containerDatabaseMemory", "32m");
        bad.put("containerUpstreamCpus", "half");
        Page refused = post("/variants", bad);

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body())
                .contains("<small class=\"field-error\" id=\"err-containerDatabaseMemory\">memory must be at least"
                        + " 64m")
                .contains("<small class=\"field-error\" id=\"err-containerUpstreamCpus\">CPUs must be a number, e.g."
                        + " 1 or 1.5; got &#39;half&#39;</small>")
                .contains("<small class=\"field-error\" id=\"err-containerDatabaseCpus\"></small>");
        assertThat(catalog.stored()).noneMatch(v -> v.label().equals("page-all-boxed"));

        Map<String, String> good = form("page-all-boxed", "1", "1g", "");
        good.put("containerDatabaseCpus", "0.5");
        good.put("containerDatabaseMemory", "256m");
        good.put("containerUpstreamCpus", "1");
        good.put("containerUpstreamMemory", "512m");
        good.put("containerUpstreamCpuset", "1");
        assertThat(post("/variants", good).status()).isEqualTo(302);
        assertThat(catalog.get("page-all-boxed").container().describe())
                .isEqualTo("1 CPU, 1g; database 0.5 CPUs, 256m; upstream 1 CPU, 512m, cpuset 1");
        assertThat(get("/variants/page-all-boxed/edit").body())
                .contains("name=\"containerDatabaseMemory\" id=\"containerDatabaseMemory\" value=\"256m\"")
                .contains("name=\"containerUpstreamCpuset\" id=\"containerUpstreamCpuset\" value=\"1\"");
        catalog.delete("page-all-boxed");
    }
}
