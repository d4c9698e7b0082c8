/* PluginHive booking form: the first click picks the arrival, the second the departure (per-night booking); then
 * phive_get_booked_price (jQuery $.post, the answer parsed with jQuery.parseJSON) fills .booking-info-wraper with
 * the dates and cost, or with the error_msg notice. A changed participant count prices the range again. */
(function (form, strings) {
  'use strict';
  if (!form) return;
  function $(selector) { return form.querySelector(selector); }
  function val(selector, value) {
    if (value !== undefined) $(selector).value = value;
    return $(selector).value;
  }
  function show(markup, bookable) {
    $('.booking-info-wraper').innerHTML = markup;
    $('.single_add_to_cart_button').classList.toggle('disabled', !bookable);
  }
  function mark() {
    var from = val('.ph-date-from'), to = val('.ph-date-to');
    form.querySelectorAll('.ph-calendar-date').forEach(function (day) {
      var d = day.getAttribute('data-date');
      day.classList.toggle('selected-date', d === from || (!!to && d > from && d <= to));
    });
  }

  function calculate_booking_price() {
    if (!val('.ph-date-from') || !val('.ph-date-to')) return;
    show('<img class="loading-ico" alt="">', false);
    var data = { action: 'phive_get_booked_price', product_id: document.getElementById('phive_product_id').value, book_from: val('.ph-date-from'), book_to: val('.ph-date-to') };
    data.person_details = [val('.input-person')];
    data.resources_details = [];
    data.addon_data = data.product_addon_data = data.custom_fields = data.custom_time_period = '';
    window.siteAjax.post(strings.ajaxurl, data, {
      success: function (res) {
        var result = JSON.parse(res);
        if (result.error_msg) {
          val('.ph-date-from', '');
          val('.ph-date-to', '');
          mark();
          return show(result.error_msg, false);
        }
        val('.phive_booked_price', result.price);
        show('<p id="booking_info_text"><b>' + strings.checkin + ':</b>&nbsp;' + result.from_date + '&nbsp;<b>' + strings.checkout + '</b>&nbsp;' +
          result.to_date + '</p> <p id="booking_price_text"> <b>' + strings.booking_cost + ':&nbsp;</b>' + result.price_html + '</p>', true);
      },
    });
  }

  form.addEventListener('click', function (event) {
    var day = event.target.closest('.ph-calendar-date');
    if (!day || day.classList.contains('de-active')) return;
    var date = day.querySelector('.callender-full-date').value;
    var picking = !val('.ph-date-from') || val('.ph-date-to') || date <= val('.ph-date-from');
    val(picking ? '.ph-date-from' : '.ph-date-to', date);
    if (picking) {
      val('.ph-date-to', '');
      show('', false);
    }
    mark();
    if (!picking) calculate_booking_price();
  });
  $('.input-person').addEventListener('change', calculate_booking_price);
  form.addEventListener('submit', function (event) {
    if ($('.single_add_to_cart_button').classList.contains('disabled')) event.preventDefault();
  });
})(document.querySelector('form.cart'), window.phive_booking_ajax);
