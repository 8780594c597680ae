package io.threadbench.controller.web.guard;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Puts the guard in front of the dashboard: a plain servlet filter, first in the chain, rather than Spring
 * Security, whose weight (a filter chain of a dozen stages, sessions, its own CSRF tokens in every form)
 * would not pay for three checks. Only with a web server: the headless CLI serves nothing.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class GuardConfig {

    @Bean
    AccessPolicy accessPolicy(Environment environment, GuardProperties properties) {
        return AccessPolicy.of(environment.getProperty("server.address"), properties);
    }

    @Bean
    FilterRegistrationBean<AccessGuardFilter> accessGuardFilter(AccessPolicy policy) {
        FilterRegistrationBean<AccessGuardFilter> registration =
                new FilterRegistrationBean<>(new AccessGuardFilter(policy));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
        registration.addUrlPatterns("/*");
        return registration;
    }

    @Bean
    FilterRegistrationBean<MalformedInputFilter> malformedInputFilter() {
        FilterRegistrationBean<MalformedInputFilter> registration =
                new FilterRegistrationBean<>(new MalformedInputFilter());
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        registration.addUrlPatterns("/*");
        return registration;
    }

    @Bean
    TokenAnnouncer tokenAnnouncer(AccessPolicy policy) {
        return new TokenAnnouncer(policy);
    }
}
