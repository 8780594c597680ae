package io.threadbench.controller.web;

import io.threadbench.controller.json.Json;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectReader;

/**
 * Spring MVC's JSON converter on the controller's one codec: answers are written with {@link Json#MAPPER}, as every
 * other file and column the controller writes, and request bodies are read as {@link Json#STRICT} reads what users
 * write, so a misspelt field in any body is a 400 naming it ({@code ApiErrorHandler}), whatever Boot's defaults. It
 * takes the place of Boot's JSON converter, after the text and byte converters, so a {@code String} body or answer
 * stays text.
 */
@Configuration(proxyBeanMethods = false)
class JsonBodies implements WebMvcConfigurer {

    @Override
    public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
        converters.replaceAll(
                converter -> converter instanceof JacksonJsonHttpMessageConverter ? new StrictReading() : converter);
    }

    private static final class StrictReading extends JacksonJsonHttpMessageConverter {

        StrictReading() {
            super(Json.MAPPER);
        }

        @Override
        protected ObjectReader customizeReader(ObjectReader reader, JavaType javaType) {
            return Json.STRICT.readerFor(javaType);
        }
    }
}
