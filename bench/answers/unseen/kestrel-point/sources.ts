/**
 * Kestrel Point High School sources other than the handbook, the notices, the e-mail and the
 * calendar: the principal's chatty March newsletter (DOCX), the district's Graduation 2027 page saved
 * with its navigation, header and footer (HTML), the Spanish family page of the school site (HTML,
 * some facts only there) and the HOSA blood drive flyer (PNG, facts only in the image).
 * Held-out (unseen) bench school, written blind on 2026-11-29 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const KESTREL_NEWSLETTER: Block[] = [
  { p: 'A note from Principal Dr. Angela Whitlock' },
  {
    p: "Hey Kestrel families! Can you believe it's already March? The pollen is back, the baseball field is full on Tuesday nights, and our seniors are counting the days (82 school days, according to my senior advisement class - they keep a chart). Here's everything you need for the next few weeks. As always, if you have a question I didn't answer, call the front office and Ms. Reyes at the front desk will point you to the right person.",
  },
  { h: 'Important Dates - March and April' },
  {
    table: [
      ['Date', 'What', 'Details'],
      [
        'Tuesday, March 9',
        'Rising 9th Grade Parent Night',
        '6:00 p.m. in the Auditorium (for families of current 8th graders)',
      ],
      [
        'Wednesday, March 10',
        'SAT School Day (all juniors)',
        'NO late start - regular bell schedule; juniors report to their testing room by 8:00 a.m.',
      ],
      ['Friday, March 12', 'Teacher Work Day', 'No school for students'],
      ['Tuesday, March 16', 'HOSA Blood Drive', 'See the flyer for times and sign-up'],
      [
        'Thursday, March 18',
        'Spring Parent-Teacher Conferences',
        '4:00 - 7:00 p.m. in the Main Gym, no appointment needed',
      ],
      ['Tuesday, March 23', 'Dual Enrollment Information Night', '6:00 p.m. in the Media Center'],
      [
        'Friday, March 26',
        'Early Release (end of 3rd nine weeks)',
        'Dismissal at 12:35 p.m.; buses leave at 12:50 p.m.',
      ],
      ['Friday, April 2', 'Report cards', 'Posted in the Infinite Campus Parent Portal after 4:00 p.m.'],
      ['Monday, April 5 - Friday, April 9', 'Spring Break', 'No school; classes resume Monday, April 12'],
      ['Saturday, April 17', 'Junior-Senior Prom', 'Prom packets went home with juniors and seniors'],
      [
        'April 27 - May 6',
        'Georgia Milestones End-of-Course tests',
        'Testing schedule by course will be sent home in April',
      ],
    ],
    widths: [0.26, 0.34, 0.4],
  },
  { h: 'Parent-Teacher Conferences' },
  {
    p: "Our spring conferences are drop-in style this year: every teacher will be at a table in the Main Gym on Thursday, March 18 from 4:00 to 7:00 p.m. Grab a map at the door. If you can't make it, e-mail the teacher and ask for a phone conference - teacher e-mails are first initial plus last name @halcomb.example.",
  },
  { h: 'Yearbook' },
  {
    p: 'The 2026-27 Talon yearbook is $75 through Wednesday, March 31 and goes up to $85 on April 1. Order at talonbook.example (school code 30587). Seniors: your ad pages are sold out, sorry! Yearbooks will be handed out the week of May 17.',
  },
  { h: 'Seniors, Please Read' },
  {
    p: "Senior dues ($65) must be paid before you get your cap and gown - see Ms. Tate in the Bookkeeper's office (Room 102) if you're not sure whether you've paid. Watch for the cap and gown pickup notice from Mrs. Grant. The graduation date, time and ticket rules are on the district graduation page.",
  },
  { h: 'Parking Lot Reminders' },
  {
    p: 'I love our drivers, but the Senior Lot is not a drag strip. Mr. Salinas and Deputy Pruitt will be out there in the mornings. The speed limit on campus is 10 mph, and yes, Deputy Pruitt will write you a citation. Also: if you bought a spring semester permit, your hangtag must be hanging from the mirror, not sitting in the cupholder.',
  },
  { h: 'Lunch Drop-offs' },
  {
    p: "A friendly reminder that we can't accept DoorDash or Uber Eats at the front desk - the drivers were lining up at the door in February! You're always welcome to drop off a lunch for your own student before 11:45 a.m.",
  },
  { h: 'Lost and Found' },
  {
    p: 'The Lost and Found bins in the cafeteria are overflowing (14 hoodies, 9 water bottles and one trombone mouthpiece at last count). Everything left after Friday, March 26 goes to Halcomb Helping Hands.',
  },
  { p: 'Fly high, Kestrels!\nDr. Angela Whitlock, Principal' },
];

export const KESTREL_GRADUATION_PAGE = `<!DOCTYPE html>
<!-- Saved from https://www.halcomb.example/families/graduation-2027 on 02/08/2027 -->
<html lang="en"><head><meta charset="utf-8"><title>Graduation 2027 | Halcomb County Schools</title>
<link rel="stylesheet" href="/static/css/site.min.css"><script src="/static/js/analytics.js"></script></head>
<body>
<div class="alert-banner">Stay Connected: download the HCS app &nbsp;|&nbsp; <a href="/alerts">Weather &amp; Emergency Alerts</a></div>
<header>
<a href="#content" class="skip">Skip to content</a>
<div class="brand"><img src="/img/hcs-logo.png" alt="Halcomb County Schools logo"> Halcomb County Schools</div>
<div class="utility"><a href="/translate">Translate &#9662;</a> <a href="/search">Search</a> <a href="/staff">Staff</a> <a href="/portal">Infinite Campus</a></div>
<nav><ul>
<li><a href="/">Home</a></li><li><a href="/about">About Us</a></li><li><a href="/schools">Schools</a></li>
<li><a href="/families">Families</a></li><li><a href="/departments">Departments</a></li><li><a href="/athletics">Athletics</a></li>
<li><a href="/board">Board of Education</a></li><li><a href="/careers">Careers</a></li>
</ul></nav>
</header>
<div class="breadcrumb">Home &rsaquo; Families &rsaquo; Graduation 2027</div>
<aside class="sidebar"><h3>In this section</h3><ul><li><a href="/families/enroll">Enrollment</a></li><li><a href="/families/meals">School Nutrition</a></li><li><a href="/families/transportation">Transportation</a></li><li><a href="/families/graduation-2027">Graduation 2027</a></li></ul></aside>
<main id="content">
<h1>Class of 2027 Graduation Ceremonies</h1>
<p>Congratulations, Class of 2027! All three Halcomb County high schools will hold their ceremonies at the <strong>Northgate Civic Arena, 200 Arena Drive, Dawsonford, GA 30587</strong>. Ceremonies last about two hours. In case of severe weather, ceremonies will still take place indoors at the arena as scheduled.</p>
<table class="grad">
<thead><tr><th>High School</th><th>Ceremony</th><th>Graduates Arrive</th><th>Doors Open to Guests</th></tr></thead>
<tbody>
<tr><td>North Halcomb High School</td><td>Friday, May 21, 2027 at 7:00 p.m.</td><td>5:45 p.m.</td><td>6:00 p.m.</td></tr>
<tr><td>Kestrel Point High School</td><td>Saturday, May 22, 2027 at 9:00 a.m.</td><td>7:45 a.m.</td><td>8:00 a.m.</td></tr>
<tr><td>Halcomb Central High School</td><td>Saturday, May 22, 2027 at 2:00 p.m.</td><td>12:45 p.m.</td><td>1:00 p.m.</td></tr>
</tbody></table>
<h2>Graduation Rehearsal</h2>
<p>Rehearsal is <strong>mandatory</strong>. Seniors who miss rehearsal without approval from their principal may not walk in the ceremony. Kestrel Point seniors rehearse on <strong>Thursday, May 20, 2027 at 1:00 p.m. at the Northgate Civic Arena</strong>; buses leave KPHS at 12:30 p.m.</p>
<h2>Tickets</h2>
<ul>
<li>Each graduate receives <strong>6 guest tickets</strong>, distributed at rehearsal. Every guest age 2 and older needs a ticket; children under 2 sitting on a lap do not.</li>
<li>Tickets are not sold. Extra tickets are not available.</li>
<li>The ceremony is livestreamed at halcomb.example/live for family who cannot attend.</li>
</ul>
<h2>Arena Rules</h2>
<ul>
<li>Clear bag policy: bags must be clear and no larger than 12" x 6" x 12", or a small clutch.</li>
<li>No balloons, air horns, noisemakers, signs larger than 11" x 17" or flowers in glass containers.</li>
<li>Parking at the arena is free. Accessible seating is on the floor level, Section 104; one companion may sit with each guest who needs it.</li>
</ul>
<h2>Caps and Gowns</h2>
<p>Caps and gowns are distributed at each high school. Watch for your school's pickup date. Graduates wear their gown zipped, with the tassel on the right side until the diplomas are conferred.</p>
</main>
<footer>
<div class="footer-cols"><div>Halcomb County Schools<br>1100 Education Way, Dawsonford, GA 30587<br>(706) 555-0100</div>
<div><a href="/nondiscrimination">Nondiscrimination Notice</a> | <a href="/accessibility">Accessibility</a> | <a href="/privacy">Privacy</a></div>
<div>Follow us: <a href="#">Facebook</a> <a href="#">Instagram</a> <a href="#">X</a></div></div>
<p class="copyright">&copy; 2027 Halcomb County Schools. All rights reserved. Website by SchoolSites.</p>
</footer>
</body></html>
`;

export const KESTREL_SPANISH_PAGE = `<!-- Copiado de https://kphs.halcomb.example/es/familias el 18/01/2027 -->
<h1>Informaci&oacute;n para familias &ndash; Kestrel Point High School</h1>
<p>&iexcl;Bienvenidas, familias Kestrel! En esta p&aacute;gina encontrar&aacute; informaci&oacute;n importante en espa&ntilde;ol. Para todo lo dem&aacute;s, consulte el manual del estudiante o llame a la oficina principal al (706) 555-0110.</p>
<h2>Horario</h2>
<table>
<tr><th></th><th>D&iacute;a regular</th><th>Mi&eacute;rcoles de entrada tarde</th><th>Salida temprana</th></tr>
<tr><td>Abre el edificio</td><td>7:30 a.m.</td><td>9:00 a.m.</td><td>7:30 a.m.</td></tr>
<tr><td>Inicio de clases</td><td>8:15 a.m.</td><td>9:45 a.m.</td><td>8:15 a.m.</td></tr>
<tr><td>Salida</td><td>3:35 p.m.</td><td>3:35 p.m.</td><td>12:35 p.m.</td></tr>
</table>
<h2>Enlace de padres biling&uuml;e</h2>
<p>La <strong>Sra. Marisol Fuentes</strong> ayuda a las familias que hablan espa&ntilde;ol con la inscripci&oacute;n, el portal de Infinite Campus, citas con consejeros y traducci&oacute;n en reuniones. Oficina: <strong>Sala 132</strong> (Servicios Estudiantiles). Tel&eacute;fono y WhatsApp: <strong>(706) 555-0125</strong>, de lunes a viernes de 8:00 a.m. a 3:30 p.m.</p>
<h2>Clases de ingl&eacute;s para adultos</h2>
<p>Clases gratuitas de ingl&eacute;s para padres y familiares los <strong>martes y jueves de 6:00 a 7:30 p.m.</strong> en la <strong>Sala 214</strong>, de enero a abril. Hay cuidado de ni&ntilde;os gratis para ni&ntilde;os de 4 a&ntilde;os en adelante. Inscr&iacute;base con la Sra. Fuentes.</p>
<h2>Noche de Familias Latinas</h2>
<p>Reuni&oacute;n para familias hispanas sobre becas, la solicitud FAFSA y el programa de Inscripci&oacute;n Doble (Dual Enrollment): <strong>jueves 25 de marzo de 2027 a las 6:30 p.m. en la cafeter&iacute;a</strong>. Habr&aacute; cena ligera y rifas. Todas las presentaciones ser&aacute;n en espa&ntilde;ol.</p>
<h2>Ausencias</h2>
<p>Si su hijo falta a la escuela, llame a la Oficina de Asistencia al (706) 555-0112 antes de las 10:00 a.m. y env&iacute;e una nota dentro de 3 d&iacute;as escolares despu&eacute;s de que regrese. Puede escribir la nota en espa&ntilde;ol.</p>
<h2>Comidas escolares</h2>
<p>El desayuno es gratis para todos los estudiantes. El almuerzo cuesta $3.25 (precio reducido: $0.40). La solicitud de comidas gratis o a precio reducido est&aacute; disponible en espa&ntilde;ol en la oficina de la Sra. Fuentes.</p>
`;

export const KESTREL_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#fff1f2">
<div style="padding:44px;border:14px solid #b91c1c;height:1000px;box-sizing:border-box">
<p style="font-size:28px;color:#1e3a8a;margin:0 0 6px">Kestrel Point HOSA presents</p>
<h1 style="font-size:62px;color:#b91c1c;margin:0 0 24px">SPRING BLOOD DRIVE</h1>
<p style="font-size:36px;line-height:1.4;color:#111;margin:0 0 18px">Tuesday, March 16<br>8:30 AM - 2:30 PM</p>
<p style="font-size:34px;line-height:1.4;color:#111;margin:0 0 18px">Auxiliary Gym</p>
<p style="font-size:28px;line-height:1.45;color:#111;margin:0 0 18px">Donors must be at least 16 and weigh 110 lbs.<br>16-year-olds need a signed parent consent form<br>(pick one up in Room 417)</p>
<p style="font-size:28px;line-height:1.45;color:#111;margin:0 0 18px">Bring a photo ID. Eat breakfast and drink water!</p>
<p style="font-size:30px;line-height:1.45;color:#1e3a8a;margin:0">Sign up at lifelinkblood.example<br>sponsor code: KESTREL27</p>
<p style="font-size:24px;line-height:1.45;color:#92400e;margin-top:18px">Every donor gets a free T-shirt</p>
</div></body></html>`;
