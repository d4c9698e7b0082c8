/* Stand-in for Drupal 7's /misc/jquery.js + /misc/drupal.js: only what the pages use (jQuery.extend and the
 * Drupal.settings object the rescms modules fill with jQuery.extend(Drupal.settings, {...})). */
(function () {
  'use strict';
  window.jQuery = window.jQuery || {
    extend: function (target, source) {
      Object.keys(source).forEach(function (k) { target[k] = source[k]; });
      return target;
    },
  };
  window.Drupal = window.Drupal || { settings: {}, behaviors: {} };
})();
