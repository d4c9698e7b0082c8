/* eslint-disable @typescript-eslint/no-this-alias, @typescript-eslint/no-unused-vars -- a page script in the widget's own ES5 style: its jsonpCallback* globals are called by the JSONP answers */
/* Demo stand-in for Hostfully's lead-capture widget (leadCaptureWidget_2.0.js), written for this site: the calls
 * it makes and the names it uses follow the real widget (SOURCES.md), the code is ours.
 *  - new Widget(elementId, propertyUID, config): the element gets class leadWidget; getproperty_api.jsp by JSONP;
 *  - every JSONP call is a <script> under pathRoot, callback in `jsoncallback`, global callbacks (state, data);
 *  - choosing a check-in moves the check-out to the next day and prices that night; choosing a check-out (or the
 *    guests) prices the stay: api/lead_getquotewidget_api.jsp;
 *  - submit: lead_checkvalidity_ajx.jsp (XHR, JSON), then leadCaptureWidget_process.jsp by JSONP. */
var widgetHelper = null;

function WidgetHelper() {}
WidgetHelper.prototype.list = [];
WidgetHelper.prototype.jsonp = function (path) {
  var s = document.createElement('script');
  s.src = this.pathRoot + path;
  document.getElementsByTagName('head')[0].appendChild(s);
};
WidgetHelper.prototype.getProperty = function (w) {
  this.jsonp('getproperty_api.jsp?jsoncallback=jsonpCallbackProperty&propertyUID=' + w.propertyUID + '&element=' + w.index);
};
WidgetHelper.prototype.getNotAvailableDates = function (w) {
  this.jsonp('api/notavailabledates_get_api.jsp?jsoncallback=jsonpCallbackGetNotAvailableDates&propertyUID=' + w.propertyUID + '&handleCheckInCheckOut=true&element=' + w.index);
};
WidgetHelper.prototype.getQuote = function (w, guests, checkIn, checkOut, discountCode) {
  this.jsonp('api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=' + w.propertyUID + '&guests=' + guests +
    '&checkIn=' + checkIn + '&checkOut=' + checkOut + '&element=' + w.index + '&discountCode=' + discountCode);
};

function money(v, symbol) {
  var n = parseFloat(v), s = n % 1 === 0 ? n.toFixed(0) : n.toFixed(2), p = s.split('.');
  p[0] = p[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return symbol + p.join('.');
}
function nextDay(ymd) {
  var p = ymd.split('-'), d = new Date(+p[0], +p[1] - 1, +p[2] + 1);
  return d.getFullYear() + '-' + ('0' + (d.getMonth() + 1)).slice(-2) + '-' + ('0' + d.getDate()).slice(-2);
}

function Widget(elementId, propertyUID, config) {
  this.element = document.getElementById(elementId);
  this.element.classList.add('leadWidget');
  widgetHelper = widgetHelper || new WidgetHelper();
  widgetHelper.pathRoot = config.pathRoot || 'https://platform.hostfully.com/';
  this.config = config;
  this.propertyUID = propertyUID;
  this.index = widgetHelper.list.length + 1;
  widgetHelper.getProperty(this);
  widgetHelper.list.push(this);
}
Widget.prototype.init = function () {
  var p = this.property, opts = '', self = this;
  for (var i = 1; i <= p.maximumGuests; i++) opts += '<option value="' + i + '">' + i + ' guests</option>';
  this.element.innerHTML = '<form id="orbirental-capture-widget-form-' + this.propertyUID + '" class="orbirental-capture-widget-form">' +
    '<div class="orbirental-capture-widget-wrapper orbirental-capture-widget-price-option"><p>From <span class="orbirental-capture-widget-price">' + money(p.price, p.currencySymbol) + '</span> per night</p></div>' +
    '<div class="orbirental-capture-widget-wrapper orbirental-capture-widget-totalnights small"><p></p></div>' +
    '<div class="orbirental-capture-widget-wrapper orbirental-capture-checkin orbirental-capture-widget-datepicker"><input name="checkIn" type="text" placeholder="*Check-in" autocomplete="off"></div>' +
    '<div class="orbirental-capture-widget-wrapper orbirental-capture-checkout orbirental-capture-widget-datepicker"><input name="checkOut" type="text" placeholder="*Check-out" autocomplete="off"></div>' +
    '<div class="orbirental-capture-widget-wrapper"><p class="orbirental-capture-widget-error-dates"></p></div>' +
    '<div class="orbirental-capture-guests orbirental-capture-widget-wrapper"><select name="guests">' + opts + '</select></div>' +
    '<div class="orbirental-capture-widget-wrapper"><input name="email" type="email" placeholder="*Email" required></div>' +
    '<div class="orbirental-capture-widget-wrapper"><input name="name" type="text" placeholder="*Name" required></div>' +
    '<button type="submit">Get a Quote</button></form>';
  var f = this.form = this.element.getElementsByTagName('form')[0];
  // the date pickers' onSelect (typed dates count as selected)
  f.checkIn.addEventListener('input', function () { f.checkOut.value = nextDay(f.checkIn.value); self.price(); });
  f.checkOut.addEventListener('input', function () { if (f.checkIn.value) self.price(); });
  f.guests.addEventListener('change', function () { if (f.checkIn.value && f.checkOut.value) self.price(); });
  f.addEventListener('submit', function (e) { e.preventDefault(); self.sendQuote(); });
};
Widget.prototype.price = function () {
  this.element.querySelector('.orbirental-capture-widget-error-dates').textContent = '';
  widgetHelper.getQuote(this, this.form.guests.value, this.form.checkIn.value, this.form.checkOut.value, null);
};
Widget.prototype.sendQuote = function () {
  var f = this.form, self = this;
  var check = '?propuid=' + this.propertyUID + '&checkIn=' + f.checkIn.value + '&checkOut=' + f.checkOut.value + '&guests=' + f.guests.value + '&agencyID=' + this.config.agencyID;
  var xhr = new XMLHttpRequest();
  xhr.open('GET', widgetHelper.pathRoot + 'lead_checkvalidity_ajx.jsp' + check, true);
  xhr.onreadystatechange = function () {
    if (xhr.readyState !== 4 || xhr.status !== 200) return;
    var v = JSON.parse(xhr.responseText);
    if (!v.isMinStayOkay || !v.isAvailable || !v.isGuestsOkay) {
      self.element.querySelector('.orbirental-capture-widget-error-dates').textContent = 'The property is not available for those dates.';
      return;
    }
    widgetHelper.jsonp('leadCaptureWidget_process.jsp?jsoncallback=jsonpCallbackLead&element=' + self.index + '&agencyID=' + self.config.agencyID +
      '&referrer=' + encodeURIComponent(location.hostname.replace('www.', '')) + '&checkIn=' + encodeURIComponent(f.checkIn.value) +
      '&checkOut=' + encodeURIComponent(f.checkOut.value) + '&guests=' + encodeURIComponent(f.guests.value) + '&email=' + encodeURIComponent(f.email.value) +
      '&name=' + encodeURIComponent(f.name.value) + '&propertyUID=' + self.propertyUID);
  };
  xhr.send(null);
};

function widgetOf(data) { return widgetHelper.list[parseInt(data.element, 10) - 1] || widgetHelper.list[0]; }

function jsonpCallbackProperty(state, data) {
  var w = widgetOf(data);
  w.property = data;
  if (w.config.showAvailability) widgetHelper.getNotAvailableDates(w);
  else w.init();
}
function jsonpCallbackGetNotAvailableDates(data) {
  var w = widgetOf(data);
  w.notAvailable = data;
  w.init();
}
function jsonpCallbackQuote(state, data) {
  var w = widgetOf(data), sym = w.property.currencySymbol;
  if (!state) {
    w.element.querySelector('.orbirental-capture-widget-error-dates').textContent = data.message || '';
    return false;
  }
  var shown = w.config.showTotalWithoutSD ? data.totalWithTaxesWithoutSD : data.totalWithTaxes;
  w.element.querySelector('.orbirental-capture-widget-price-option p').innerHTML = '<span class="orbirental-capture-widget-price">' + money(shown, sym) + '</span>';
  w.element.querySelector('.orbirental-capture-widget-totalnights p').textContent = 'Total for ' + data.totalNights + ' nights';
  return false;
}
function jsonpCallbackLead(state) {
  if (!state) return false;
  var w = widgetHelper.list[0], b = w.element.getElementsByTagName('button')[0];
  b.textContent = 'Thank You!';
  return false;
}
