/**
 * Cedar Bluff Middle School sources other than the handbook, the e-mail and the calendar: the
 * principal's February newsletter (DOCX), the district's middle school athletics page pasted with
 * its navigation (HTML), the Spanish family-information page from the campus site and the spring
 * musical flyer (PNG, facts only in the image).
 */
import type { Block } from '../render.js';

export const CEDAR_NEWSLETTER: Block[] = [
  { p: 'From the desk of Principal Dr. Renee Castellano' },
  {
    p: "Howdy, Bobcat families! We survived our first ice day of the year. Because LOCISD campuses were closed on Tuesday, January 26, Monday, February 15 (Presidents' Day) is now a regular school day – it is our first Bad Weather Make-up Day. Buses run on their normal schedule and it will be an A day.",
  },
  { h: 'Important Dates – February / March' },
  {
    table: [
      ['Date', 'What', 'Details'],
      ['Friday, February 5', 'Early Release', 'Dismissal at 1:15 p.m.; buses leave at 1:30 p.m.'],
      [
        'Monday, February 8',
        'PTO General Meeting',
        '6:00 p.m. in the Library – Spring Fling volunteers needed',
      ],
      [
        'Thursday, February 11',
        '8th Grade Course Selection Night',
        '6:00 p.m., Live Oak Creek High School Performing Arts Center',
      ],
      ['Friday, February 12', 'Staff Development', 'No school for students'],
      ['Monday, February 15', 'Bad Weather Make-up Day', 'Regular school day (A day)'],
      ['Friday, February 19', '8th grade course forms due', 'Turn in to Ms. Blake in the Counseling Center'],
      ['February 26 – 27', 'Spring Musical', 'See the flyer for show times and tickets'],
      ['Thursday, March 4', 'Spring Parent-Teacher Conferences', '4:30 – 7:30 p.m.; sign up on SignUpGenius'],
      ['Friday, March 12', 'Early Release', 'End of the 3rd nine weeks'],
      ['March 15 – 19', 'Spring Break', 'No school'],
    ],
    widths: [0.25, 0.33, 0.42],
  },
  { h: 'STAAR Is Coming' },
  {
    p: 'Spring STAAR testing dates for Cedar Bluff: Reading Language Arts (all grades) – Tuesday, April 13; Mathematics (all grades) – Wednesday, April 14; 8th Grade Science and Social Studies – Thursday, April 15. Please schedule appointments around these dates. On testing days students should arrive by 8:30 a.m. with a charged Chromebook, and lunch visits are paused during testing weeks.',
  },
  {
    p: 'Bobcat Boost tutorials are held Mondays and Wednesdays from 4:10 to 5:00 p.m. in the Library, now through April 12. Students staying for tutorials may ride the 5:45 p.m. activity bus or be picked up at the front entrance.',
  },
  { h: 'Yearbook' },
  {
    p: 'The 2026-27 Bobcat yearbook is on sale for $40 through Friday, February 26. The price goes up to $45 on March 1. Order online at yearbookorders.example with school code 1427. Yearbooks will be handed out the week of May 17.',
  },
  { h: 'Car Rider Line' },
  {
    p: 'Thank you for your patience in the afternoon line! Please pull all the way forward in the Juniper Hollow Drive loop, keep your yellow car tag on the visor, and never stop in the left-turn lane on Bluff Ridge Parkway – Live Oak Creek PD has started writing tickets there.',
  },
  { h: 'Lost and Found' },
  {
    p: 'Our Lost and Found rack is overflowing with hoodies and water bottles. Everything left after Friday, March 12 will be donated to the Hill Country Community Closet.',
  },
  {
    p: 'Go Bobcats!\nDr. Renee Castellano, Principal',
  },
];

export const CEDAR_WEBPAGE = `<!-- Saved from https://www.locisd.example/departments/athletics/middle-school on 08/20/2026 -->
<html><head><title>Middle School Athletics | Live Oak Creek ISD</title></head>
<body>
<header>
<a href="#main" class="skip">Skip to main content</a>
<div class="topbar">Live Oak Creek ISD &nbsp;|&nbsp; <a href="/translate">Translate &#9662;</a> &nbsp;|&nbsp; <a href="/search">Search</a> &nbsp;|&nbsp; <a href="/staff">Staff Login</a></div>
<nav><ul>
<li><a href="/">Home</a></li><li><a href="/about">About LOCISD</a></li><li><a href="/schools">Our Schools</a></li>
<li><a href="/departments">Departments</a></li><li><a href="/athletics">Athletics</a></li><li><a href="/calendar">District Calendar</a></li>
<li><a href="/careers">Careers</a></li><li><a href="/enroll">Enroll</a></li>
</ul></nav>
</header>
<div class="breadcrumb">Home &rsaquo; Departments &rsaquo; Athletics &rsaquo; Middle School Athletics</div>
<main id="main">
<h1>Middle School Athletics</h1>
<p>LOCISD&rsquo;s three middle schools (Cedar Bluff, Pecan Valley and Hawthorne) compete in UIL-sanctioned sports for <strong>7th and 8th grade students</strong>. Sixth graders take PE and may join their campus&rsquo;s after-school intramurals; they are not eligible for UIL competition.</p>
<h2>Before your student can practice</h2>
<ul>
<li>A current <strong>UIL Preparticipation Physical Examination</strong> signed by a physician, dated on or after April 1, 2026, uploaded to Rank One Sport.</li>
<li>All LOCISD athletic forms (concussion acknowledgment, sudden cardiac arrest awareness, steroid policy) completed in Rank One Sport.</li>
<li>The campus athletics participation fee paid (see your campus handbook).</li>
</ul>
<h2>Sports by Season</h2>
<table class="sports">
<tr><th>Sport</th><th>Who</th><th>Season</th></tr>
<tr><td>Football</td><td>7th &amp; 8th grade boys</td><td>August &ndash; October</td></tr>
<tr><td>Volleyball</td><td>7th &amp; 8th grade girls</td><td>August &ndash; October</td></tr>
<tr><td>Cross Country</td><td>7th &amp; 8th grade boys and girls</td><td>September &ndash; October</td></tr>
<tr><td>Basketball</td><td>7th &amp; 8th grade boys and girls</td><td>November &ndash; February</td></tr>
<tr><td>Track &amp; Field</td><td>7th &amp; 8th grade boys and girls</td><td>February &ndash; April</td></tr>
<tr><td>Tennis</td><td>7th &amp; 8th grade boys and girls</td><td>September &ndash; April</td></tr>
</table>
<p><strong>Track &amp; Field 2027:</strong> first practice is Monday, February 8. The first meet is the LOCISD Middle School Relays on Saturday, March 6 at Memorial Stadium.</p>
<p>Athletes practice during the athletics class period (block 4/8) and after school until <strong>5:30 p.m.</strong> Rides should be waiting by 5:45 p.m. An <strong>activity bus</strong> leaves each middle school at <strong>5:45 p.m. Monday&ndash;Thursday</strong> and stops at the three neighborhood hub stops (Cedar Springs Park, Live Oak Creek Library and Hill Country Plaza).</p>
<h2>No Pass, No Play</h2>
<p>A student who receives a grade below 70 in any class on a nine-weeks report card is ineligible for extracurricular competition for at least three school weeks. The student may still practice with the team.</p>
<h2>Sports Medicine</h2>
<p>Each middle school shares a licensed athletic trainer with its high school. Injuries should be reported to the coach the same day.</p>
<p>Questions? Contact your campus athletic coordinator or LOCISD Athletics at (512) 555-0195.</p>
</main>
<footer>
<p>&copy; 2026 Live Oak Creek Independent School District &middot; 1200 Ranch Road 620, Live Oak Creek, TX 78642</p>
<p><a href="/nondiscrimination">Nondiscrimination Notice</a> | <a href="/accessibility">Accessibility</a> | <a href="/sitemap">Site Map</a> | <a href="/privacy">Privacy</a></p>
</footer>
</body></html>
`;

export const CEDAR_SPANISH_PAGE = `<!-- Copiado de https://cedarbluff.locisd.example/es/familias -->
<h1>Informaci&oacute;n para familias &ndash; Cedar Bluff Middle School</h1>
<p>&iexcl;Bienvenidas, familias Bobcat! Aqu&iacute; encontrar&aacute;n informaci&oacute;n b&aacute;sica en espa&ntilde;ol.</p>
<table>
<tr><th></th><th>D&iacute;a regular</th><th>Salida temprana</th></tr>
<tr><td>Abre el edificio (desayuno)</td><td>8:00 a.m.</td><td>8:00 a.m.</td></tr>
<tr><td>Inicio de clases</td><td>8:40 a.m.</td><td>8:40 a.m.</td></tr>
<tr><td>Salida</td><td>4:00 p.m.</td><td>1:15 p.m.</td></tr>
</table>
<h2>Enlace familiar biling&uuml;e</h2>
<p>La <strong>Sra. Marisela Ochoa</strong> ayuda a las familias hispanohablantes con inscripciones, Skyward y citas con maestros. Tel&eacute;fono: <strong>(512) 555-0149</strong>, de lunes a jueves de 8:00 a.m. a 4:00 p.m.</p>
<h2>Clases de ingl&eacute;s para padres</h2>
<p>Clases gratuitas de ingl&eacute;s para padres los <strong>jueves de 6:00 a 7:30 p.m.</strong> en la biblioteca, con cuidado de ni&ntilde;os. Inscr&iacute;base con la Sra. Ochoa.</p>
<h2>Caf&eacute; con la directora</h2>
<p>El segundo mi&eacute;rcoles de cada mes a las 9:00 a.m. en la biblioteca, con interpretaci&oacute;n al espa&ntilde;ol.</p>
<h2>Ausencias</h2>
<p>Llame a la Oficina de Asistencia al (512) 555-0142 y env&iacute;e una nota dentro de 3 d&iacute;as escolares despu&eacute;s del regreso de su hijo.</p>
`;

export const CEDAR_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#fffbeb">
<div style="padding:46px;border:14px solid #166534;height:1000px;box-sizing:border-box">
<p style="font-size:28px;color:#166534;margin:0 0 8px">CBMS Theatre presents</p>
<h1 style="font-size:64px;color:#166534;margin:0 0 30px">Into the Woods JR.</h1>
<p style="font-size:34px;line-height:1.45;color:#111">Friday, February 26 at 7:00 PM<br>Saturday, February 27 at 2:00 PM and 7:00 PM</p>
<p style="font-size:34px;line-height:1.45;color:#111">CBMS Auditorium</p>
<p style="font-size:32px;line-height:1.45;color:#111">Tickets: Adults $8<br>Students and seniors $5<br>Children 4 and under free</p>
<p style="font-size:28px;line-height:1.45;color:#111">Buy at the door (cash or card)<br>or online at cbmstheatre.example</p>
<p style="font-size:26px;line-height:1.45;color:#92400e">Concessions by the Theatre Booster Club</p>
</div></body></html>`;
