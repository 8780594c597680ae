package io.threadbench.controller.web.guard;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Reads every request's parameters, and a multipart body's parts, before anything else does, so that input the
 * server cannot even parse is a 400 that says what is wrong, not a 500 from deep inside the first component
 * that asks for a parameter: a query string with a parameter without a name ({@code ?=x}, which Tomcat refuses
 * with an exception), or a broken multipart upload. Both are cached by the request, so nothing is read twice.
 */
class MalformedInputFilter extends OncePerRequestFilter {

    static final String NAMELESS_PARAMETER = "the query string or form holds a parameter without a name (such as"
            + " '?=x' or '&='); send name=value pairs";
    static final String BROKEN_UPLOAD = "the upload is not a well-formed multipart form, so no file could be read"
            + " from it; choose the file and send it again";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String type = request.getContentType();
        if (type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/")) {
            try {
                request.getParts(); // first: reading a multipart request's parameters reads its parts too
            } catch (IOException | ServletException | IllegalStateException e) {
                GuardResponses.badRequest(request, response, BROKEN_UPLOAD);
                return;
            }
        }
        try {
            request.getParameterMap();
        } catch (IllegalStateException | IllegalArgumentException e) {
            GuardResponses.badRequest(request, response, NAMELESS_PARAMETER);
            return;
        }
        chain.doFilter(request, response);
    }
}
