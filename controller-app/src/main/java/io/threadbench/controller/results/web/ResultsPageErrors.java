package io.threadbench.controller.results.web;

import io.threadbench.controller.web.ApiErrorHandler.NotFoundException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

/** A missing benchmark on a results page is the 404 page naming it, not a server error. */
@ControllerAdvice(assignableTypes = {HeatmapPageController.class, ComparePageController.class})
class ResultsPageErrors {

    @ExceptionHandler(NotFoundException.class)
    ModelAndView notFound(NotFoundException e) {
        ModelAndView view = new ModelAndView("error/404");
        view.addObject("message", e.getMessage());
        view.setStatus(HttpStatus.NOT_FOUND);
        return view;
    }
}
