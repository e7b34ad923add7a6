/**
 * Willow Creek School sources other than the handbook, the notices, the e-mail and the calendar:
 * the principal's chatty April newsletter (DOCX, important-dates table), the district's Inclement
 * Weather page saved with its navigation, header, sidebar and footer (HTML: delays, closures, snow
 * routes, Friday make-up days), the Spanish family page of the school site (HTML, some facts only
 * there) and the FFA plant sale flyer (PNG, facts only in the image).
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const WILLOW_NEWSLETTER: Block[] = [
  { p: 'From the desk of Principal Travis Oberle' },
  {
    p: "Howdy, Coyote families! Spring finally showed up - for about two days, and then we got that wet snow on the 2nd, which I am choosing to forget. The wheat is greening up, the track team is out running the section roads, and our seniors tell me they have 22 school days left (they made a chart). Here's what's coming in the next few weeks. If I missed something, call Mrs. Kuhlmann in the office and she'll get you to the right person.",
  },
  { h: 'Important Dates - April and May' },
  {
    table: [
      ['Date', 'What', 'Details'],
      [
        'Wednesday, April 14',
        'SAT (grade 11) and PSAT (grades 9-10)',
        'Juniors report to the library by 7:40 a.m.; 9th and 10th graders test in their Coyote Time rooms. Grades 6-8 and 12 follow the regular schedule.',
      ],
      [
        'Friday, April 16',
        'Snow Make-Up Day - school in session',
        'Full day on the regular schedule, buses run. No Willow Works.',
      ],
      [
        'Monday, April 19 - Thursday, April 22',
        'CMAS testing, grades 6-8',
        'Mornings. Please avoid appointments and send kids to breakfast.',
      ],
      [
        'Tuesday, April 20',
        'Spring Picture Day',
        'Prairie Light Photography; order online at prairielight.example, code WCS27',
      ],
      [
        'Thursday, April 22',
        'Early Release 12:30 - Spring Parent-Teacher Conferences',
        '1:30 - 7:00 p.m. in the gym, drop in (no appointment needed)',
      ],
      ['Saturday, April 24', 'Prom', 'Juniors and seniors - see the prom and graduation packet'],
      ['Friday, April 30', 'Willow Creek Invitational track meet (home)', "See Coach Rausch's note"],
      ['Wednesday, May 5', 'Spring Band and Choir Concert', '6:30 p.m. in the gym'],
      ['Friday, May 7', 'Four-day week family survey closes', 'See below'],
      ['Monday, May 10', 'No School - Staff PD', 'No classes for students'],
      ['Wednesday, May 19', '8th Grade Promotion', '6:00 p.m. in the gym'],
      ['Thursday, May 20', 'Last Day of School', 'Early Release 12:30'],
      ['Sunday, May 23', 'Graduation', 'Class of 2027 - see the prom and graduation packet'],
    ],
    widths: [0.26, 0.32, 0.42],
  },
  { h: 'Yes, There Is School This Friday' },
  {
    p: "Friday, April 16 is our snow make-up day, so yes - the kids have school this Friday. It's a full, normal day, 7:55 to 3:50, with buses, breakfast and lunch. Willow Works does not meet that day since the middle schoolers will be in class. Thank you to everyone who rearranged work and childcare for it.",
  },
  { h: 'Spring Conferences' },
  {
    p: "Spring conferences are Thursday, April 22, from 1:30 to 7:00 p.m. in the gym. It's drop-in: every teacher will have a table, and you don't need an appointment. School lets out at 12:30 that day and buses leave at 12:40. Can't make it? E-mail the teacher and set up a phone call.",
  },
  { h: 'Four-Day Week Family Survey' },
  {
    p: "Every other year the Board asks families how the four-day week is working for them. The survey is on the district website (Families > Four-Day Week Survey) and paper copies are in the office; it takes about 10 minutes. Please fill it out by Friday, May 7. We really do read every comment, including the one last time that just said 'more Fridays.'",
  },
  { h: 'CMAS Testing' },
  {
    p: 'Our 6th, 7th and 8th graders take CMAS Monday, April 19 through Thursday, April 22, in the mornings. A good night of sleep and a good breakfast (free for every student, as always) really do help. Please save appointments for Friday.',
  },
  { h: 'Yearbook' },
  {
    p: 'The 2026-27 Coyote yearbook is $40 through Friday, April 30 and $48 after that. Order in the business office or on PVSD Pay. Books will be handed out the week of May 17.',
  },
  { h: 'Lost and Found' },
  {
    p: 'The rack outside the locker rooms currently holds 11 hoodies, 4 Carhartt jackets and one cowboy boot (just one - someone went home lopsided). Everything left after Thursday, May 20 goes to the Willow Creek Community Closet.',
  },
  { p: 'Go Coyotes!\nTravis Oberle, Principal' },
];

export const WILLOW_WEATHER_PAGE = `<!DOCTYPE html>
<!-- Saved from https://www.pvre3.example/families/inclement-weather on 11/09/2026 -->
<html lang="en"><head><meta charset="utf-8"><title>Inclement Weather | Pawnee Valley School District RE-3</title>
<link rel="stylesheet" href="/assets/css/main.css"><script src="/assets/js/gtag.js"></script></head>
<body>
<div class="alert-bar">Get PVSD Alert on your phone: <a href="/alerts/signup">update your contact info</a> &nbsp;|&nbsp; <a href="/weather">Delays &amp; Closures</a></div>
<header>
<a href="#main" class="skip-link">Skip to main content</a>
<div class="logo"><img src="/img/pvsd-logo.png" alt="Pawnee Valley School District RE-3"> Pawnee Valley School District RE-3<br><span class="tagline">Small schools. Big hearts. Prairie strong.</span></div>
<div class="utility"><a href="/translate">Translate</a> <a href="/search">Search</a> <a href="/staff">Staff Login</a> <a href="/powerschool">PowerSchool</a> <a href="/pay">PVSD Pay</a></div>
<nav><ul>
<li><a href="/">Home</a></li><li><a href="/district">Our District</a></li><li><a href="/schools">Schools</a></li>
<li><a href="/families">Families</a></li><li><a href="/athletics">Athletics</a></li>
<li><a href="/board">Board of Education</a></li><li><a href="/jobs">Employment</a></li><li><a href="/contact">Contact</a></li>
</ul></nav>
</header>
<div class="breadcrumbs">Home &raquo; Families &raquo; Inclement Weather</div>
<aside class="side-nav"><h3>Families</h3><ul><li><a href="/families/calendar">District Calendar</a></li><li><a href="/families/transportation">Transportation</a></li><li><a href="/families/inclement-weather">Inclement Weather</a></li><li><a href="/families/meals">School Meals</a></li><li><a href="/families/enrollment">Enrollment</a></li><li><a href="/families/health">Health Services</a></li></ul>
<div class="side-box"><strong>Quick Links</strong><br><a href="/menus">Lunch Menus</a><br><a href="/handbooks">Handbooks</a></div></aside>
<main id="main">
<h1>Inclement Weather: Delays, Closures &amp; Snow Routes</h1>
<p>Weather on the eastern plains can change fast. Our goal is to get every student to school and home safely, on roads that can be 40 miles from the nearest plow. This page explains how Pawnee Valley RE-3 decides on delays and closures and how you will hear about them.</p>
<h2>How the decision is made</h2>
<p>Transportation Director Dale Heinrich and our bus drivers check the roads on every route starting at 4:00 a.m. The Superintendent makes the call by <strong>5:30 a.m.</strong> On a Friday when Willow Works, Friday Detention or Friday activities are scheduled, the decision about Friday programs is announced by <strong>6:00 a.m.</strong></p>
<h2>How you will hear</h2>
<ul>
<li><strong>PVSD Alert</strong> text message, phone call and e-mail (keep your phone number current with your school office)</li>
<li>The district Facebook page</li>
<li>KPVR 1340 AM radio</li>
<li>Denver TV stations, listed as "Pawnee Valley RE-3"</li>
</ul>
<p>Please do not call the school or the bus barn in the early morning; those lines are needed for the drivers.</p>
<h2>What each announcement means</h2>
<table class="weather-table">
<thead><tr><th>Announcement</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>Two-Hour Delay</td><td>School starts two hours late: Willow Creek School at 9:55 a.m., Pawnee Valley Elementary at 10:05 a.m. Buses run two hours later than usual on their regular routes. No morning preschool. Dismissal is at the normal time.</td></tr>
<tr><td>Two-Hour Delay - Snow Routes</td><td>Same as a two-hour delay, but buses stay on paved roads. Students on gravel roads meet the bus at the snow route stops listed in the Willow Creek School handbook.</td></tr>
<tr><td>School Closed</td><td>No school and no buses. All practices, games and activities are canceled unless the Superintendent announces otherwise by 2:00 p.m.</td></tr>
<tr><td>Early Dismissal</td><td>When a storm moves in during the day, students are sent home early at the time announced; buses leave 10 minutes after dismissal. Students whose families cannot be reached stay at school with staff until picked up.</td></tr>
</tbody></table>
<h2>If your road is unsafe</h2>
<p>Parents make the final call. If your county road is drifted shut or unsafe and you keep your child home, or you cannot get to a snow route stop, call your school office; the absence will be excused.</p>
<h2>Make-up days and the four-day week</h2>
<p>RE-3 schools are in session Monday through Thursday. The 2026-27 calendar includes one planned Friday make-up day, <strong>Friday, February 12, 2027</strong>, which is a school day whether or not it is needed. If closures cost more instructional time than the calendar allows, the Board of Education adds Friday make-up days; families are notified at least two weeks ahead and the district calendar is updated.</p>
<p>A Friday make-up day is a full school day on the regular Monday-Thursday bell schedule, with buses, breakfast and lunch. Willow Works does not meet on a make-up Friday.</p>
</main>
<footer>
<div class="footer-grid"><div>Pawnee Valley School District RE-3<br>200 Main Street, Willow Creek, CO 80799<br>(970) 555-0150</div>
<div><a href="/nondiscrimination">Notice of Nondiscrimination</a> | <a href="/accessibility">Accessibility</a> | <a href="/privacy">Privacy</a> | <a href="/title-ix">Title IX</a></div>
<div>Follow us: <a href="#">Facebook</a> <a href="#">Instagram</a></div></div>
<p class="copyright">&copy; 2026 Pawnee Valley School District RE-3. Website by PrairieWeb EdSites.</p>
</footer>
</body></html>
`;

export const WILLOW_SPANISH_PAGE = `<!-- Copiado de https://wcs.pvre3.example/es/familias el 15/03/2027 -->
<h1>Informaci&oacute;n para familias &ndash; Willow Creek School</h1>
<p>&iexcl;Bienvenidas, familias Coyote! Aqu&iacute; encontrar&aacute; la informaci&oacute;n m&aacute;s importante en espa&ntilde;ol. Para todo lo dem&aacute;s, consulte el manual del estudiante o llame a la oficina al (970) 555-0140.</p>
<h2>La semana de cuatro d&iacute;as</h2>
<p>En Willow Creek las clases son de <strong>lunes a jueves</strong>. Los viernes no hay clases, excepto los viernes de reposici&oacute;n (d&iacute;as para recuperar clases perdidas por la nieve) que aparecen en el calendario del distrito. Este a&ntilde;o los viernes de reposici&oacute;n son el <strong>viernes 12 de febrero</strong> y el <strong>viernes 16 de abril</strong>: esos d&iacute;as s&iacute; hay clases, con horario normal, autob&uacute;s, desayuno y almuerzo.</p>
<h2>Horario</h2>
<table>
<tr><th></th><th>D&iacute;a regular</th><th>Retraso de dos horas</th><th>Salida temprana</th></tr>
<tr><td>Abre el edificio</td><td>7:20 a.m.</td><td>9:20 a.m.</td><td>7:20 a.m.</td></tr>
<tr><td>Inicio de clases</td><td>7:55 a.m.</td><td>9:55 a.m.</td><td>7:55 a.m.</td></tr>
<tr><td>Salida</td><td>3:50 p.m.</td><td>3:50 p.m.</td><td>12:30 p.m.</td></tr>
</table>
<p>Si hay retraso de dos horas, el autob&uacute;s pasa exactamente dos horas m&aacute;s tarde. Los avisos de retraso o cierre llegan por PVSD Alert; puede pedir los avisos en espa&ntilde;ol en la oficina.</p>
<h2>Enlace familiar biling&uuml;e</h2>
<p>La <strong>Sra. Roc&iacute;o Villalobos</strong> ayuda a las familias que hablan espa&ntilde;ol con la inscripci&oacute;n, el portal de PowerSchool, las citas con maestros y la consejera, y la interpretaci&oacute;n en las conferencias. Tel&eacute;fono: (970) 555-0140, <strong>ext. 219</strong>. WhatsApp: <strong>(970) 555-0147</strong>. Horario: de lunes a jueves de 7:30 a.m. a 4:00 p.m.</p>
<h2>Willow Works (programa de los viernes)</h2>
<p>Willow Works es un programa opcional de los viernes para estudiantes de 6.&ordm; a 8.&ordm; grado. Sesi&oacute;n de primavera: de 7:30 a.m. a 3:30 p.m. en la biblioteca y el gimnasio de la escuela, <strong>$18 por viernes</strong> ($12 por cada hermano adicional). Inscr&iacute;base con la Sra. Dunbar (ext. 240) antes del mi&eacute;rcoles a mediod&iacute;a. Los ni&ntilde;os traen su almuerzo. No hay Willow Works los viernes de reposici&oacute;n.</p>
<h2>Noche de Familias</h2>
<p>Reuni&oacute;n para familias hispanas: <strong>martes 27 de abril a las 6:00 p.m. en la cafeter&iacute;a</strong>. Hablaremos de la graduaci&oacute;n, las becas universitarias y las pruebas CMAS. Habr&aacute; cena gratis y cuidado de ni&ntilde;os. Todo ser&aacute; en espa&ntilde;ol.</p>
<h2>Ausencias</h2>
<p>Si su hijo va a faltar, llame a la oficina al (970) 555-0140, ext. 201, antes de las 9:00 a.m. Si prefiere, pida que la Sra. Villalobos tome el mensaje en espa&ntilde;ol.</p>
<h2>Comidas escolares</h2>
<p>El desayuno y el almuerzo son <strong>gratis</strong> para todos los estudiantes. Por favor llene el formulario de ingresos familiares de todos modos; ayuda a la escuela a recibir fondos.</p>
<h2>Ropero Coyote</h2>
<p>Ropa de invierno, botas y &uacute;tiles escolares gratis para cualquier estudiante que los necesite. El ropero est&aacute; en la <strong>Sala 108</strong>, al lado de la oficina de la consejera. Pregunte a la Sra. Villalobos.</p>
`;

export const WILLOW_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#f0fdf4">
<div style="padding:42px;border:14px solid #166534;height:1000px;box-sizing:border-box">
<p style="font-size:28px;color:#1e3a8a;margin:0 0 6px">Willow Creek FFA</p>
<h1 style="font-size:64px;color:#166534;margin:0 0 20px">SPRING PLANT SALE</h1>
<p style="font-size:30px;line-height:1.4;color:#111;margin:0 0 18px">WCS Greenhouse<br>(behind the Ag Shop on 4th Street)</p>
<p style="font-size:30px;line-height:1.45;color:#111;margin:0 0 18px">Thursday, April 29: 3:30 - 7:00 PM<br>Friday, April 30: 9:00 AM - 5:00 PM<br>Saturday, May 1: 8:00 AM - Noon<br>(or until we sell out!)</p>
<p style="font-size:28px;line-height:1.45;color:#111;margin:0 0 18px">Hanging baskets $22<br>Bedding plant flats $26<br>Tomato &amp; pepper 4-packs $3.50<br>Herbs $3</p>
<p style="font-size:26px;line-height:1.45;color:#92400e;margin:0 0 18px">Pre-order hanging baskets by Monday, April 26<br>call Mr. Lindquist, ext. 226</p>
<p style="font-size:26px;line-height:1.45;color:#1e3a8a;margin:0">Cash, check or card. Every dollar sends our members to State FFA Convention!</p>
</div></body></html>`;
