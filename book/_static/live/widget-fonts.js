/*
 * Where the widget bundle finds its icon fonts.  embed-amd.js works out its public
 * path from the AMD module's address, which require.js derives from the page's own
 * folder (book/cego/@jupyter-widgets/...: 404).  Loaded between require.js and
 * embed-amd.js (nb_ipywidgets_js in _config.yml); scripts/vendor_widgets.sh puts
 * the fonts in _static/widgets/fonts/.
 */
(function () {
  "use strict";
  const root = new URL(document.documentElement.dataset.content_root || "./", location.href);
  const fonts = new URL("_static/widgets/fonts/", root).href;
  // A module "a/b" maps to <fonts>/b.js, "…/dist/x" to <fonts>/x.js: either way
  // the bundle's public path is <fonts>/.
  const paths = { "@jupyter-widgets/html-manager/dist": fonts.replace(/\/$/, "") };
  for (const name of ["base", "controls", "html-manager"]) {
    paths["@jupyter-widgets/" + name] = fonts + name;
  }
  window.require.config({ paths });
})();
