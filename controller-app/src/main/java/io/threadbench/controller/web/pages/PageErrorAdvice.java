package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.web.PageController;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.servlet.ModelAndView;

/**
 * Shows the services' "no such thing" as the 404 page with its specific message (which scenario or
 * benchmark was missing), instead of the API's JSON error, for every {@link PageController}.
 */
@ControllerAdvice(annotations = PageController.class)
class PageErrorAdvice {

    @ExceptionHandler(NotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    ModelAndView notFound(NotFoundException e) {
        ModelAndView view = new ModelAndView("error/404");
        view.addObject("message", e.getMessage());
        view.setStatus(HttpStatus.NOT_FOUND);
        return view;
    }
}
