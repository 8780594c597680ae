/**
 * The dashboard's HTML pages (Thymeleaf templates live in the {@code frontend} module): home, scenarios,
 * new benchmark, benchmark (live and finished), history, heatmap, compare and the
 * report download. Controllers here only translate between
 * forms/views and the feature services; they hold no business rules of their own.
 */
package io.threadbench.controller.web.pages;
