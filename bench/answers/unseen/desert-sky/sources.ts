/**
 * Desert Sky Academy sources other than the handbook, the notices, the e-mail and the calendar: the
 * principal's January newsletter (DOCX, important-dates table), the Sonoran Skies Charter Schools
 * Enrollment & Lottery page saved with its navigation and footer (HTML), the Spanish family page of
 * the school site (HTML, some facts only there), the PTO fun run flyer (PNG, facts only in the image)
 * and the Sunrise Kids Club parent information sheet (PDF, before and after care run by the East
 * Valley Family Y, fees table).
 * Held-out (unseen) bench school, written blind from documents only.
 */
import type { Block } from '../../schools/render.js';

export const DESERT_SKY_NEWSLETTER: Block[] = [
  { p: 'A note from Dr. Marisol Ortega, Principal' },
  {
    p: 'Happy New Year, Roadrunner families! It was so good to see everyone back on January 5. Our mornings have been chilly (by Mesa standards, anyway - the 4th graders informed me it was 38 degrees last Thursday and that this is basically Antarctica), so please send a jacket and label it. Second semester moves fast on a year-round calendar: we have seven weeks of school and then Spring Intersession is already here. Below is everything coming up through March. As always, Mrs. Holloway in the front office can point you to the right person.',
  },
  { h: 'Important Dates - January to March' },
  {
    table: [
      ['Date', 'Event', 'Details'],
      ['Wednesday, January 27', 'Early Release Wednesday', 'K-3 out at 12:15, 4-8 out at 12:45'],
      [
        'Friday, January 29',
        'Desert Sky Dash - PTO Fun Run',
        'On the field; run times on the PTO flyer. Spirit Day!',
      ],
      [
        'Tuesday, February 2',
        '100th Day of School',
        'K-2 classes celebrate; dress up as a 100-year-old if you like',
      ],
      [
        'Thursday, February 4',
        'Enrollment Information Night (2027-28)',
        '6:00 p.m. in the MPR - for new families and kindergarten families',
      ],
      ['Friday, February 5', 'Conference sign-up closes', 'Sign up in ParentSquare'],
      [
        'Wednesday, February 10 - Thursday, February 11',
        'Parent-Teacher Conferences',
        'All grades dismissed at 12:00 p.m. both days',
      ],
      ['Friday, February 12', 'No School - Conference Comp Day', ''],
      ['Monday, February 15', "Presidents' Day - No School", ''],
      ['Friday, February 19', 'Spring Intersession Camp registration deadline', 'East Valley Family Y'],
      [
        'Saturday, February 20',
        'VEX IQ State Championship',
        'Good luck, Sky Bots! Packet went home with team members',
      ],
      [
        'Monday, February 22 - Friday, February 26',
        'Spring Book Fair',
        'Library, 7:20 a.m. - 3:00 p.m.; Family Night Thursday, February 25, 5:00 - 7:00 p.m.',
      ],
      ['Friday, February 26', 'Lottery applications for 2027-28 close', '5:00 p.m.'],
      ['Thursday, March 4', 'Enrollment lottery', 'Sonoran Skies network office'],
      ['Monday, March 8 - Friday, March 19', 'Spring Intersession - No School', 'Optional Intersession Camp'],
      ['Monday, March 22', 'Classes resume', 'Regular schedule'],
      ['Tuesday, April 20', 'Spring Band & Orchestra Concert', '6:30 p.m. in the MPR, grades 5-8'],
    ],
    widths: [0.3, 0.32, 0.38],
  },
  { h: 'Spring Conferences' },
  {
    p: "Spring parent-teacher conferences are Wednesday, February 10 and Thursday, February 11. Every student in every grade is dismissed at 12:00 p.m. both days, and there is no school on Friday, February 12. Conferences are 20 minutes, in your child's classroom, and you choose a time slot in ParentSquare (Sign-Ups tab) by Friday, February 5. Middle school families meet with the homeroom teacher, who brings notes from all of your child's teachers. Need an interpreter? Tell the teacher when you sign up.",
  },
  { h: 'Desert Sky Dash' },
  {
    p: "Our PTO's one big fundraiser of the year is this Friday. Every dollar goes to the new shade structure over the K-2 playground, which - as anyone who was here in August knows - we really need. The flyer with the run times and the pledge page came home in Tuesday folders. Runners: sneakers, water bottle, sunscreen.",
  },
  { h: 'Spring Book Fair' },
  {
    p: 'The Scholastic Book Fair is back in the library Monday, February 22 through Friday, February 26. Classes visit during library time, and families can shop before and after school. Family Night is Thursday, February 25, 5:00 - 7:00 p.m. Students can pay with cash or with a Book Fair eWallet set up by a parent online.',
  },
  { h: 'Uniform Reminder' },
  {
    p: 'Cold mornings have brought out some creative outerwear. In class, sweatshirts and fleeces must be solid navy, white or gray (or a DSA spirit sweatshirt), with hoods down. Any jacket is fine outdoors and on the way to school. Beanies are OK outside at morning recess, not in class.',
  },
  { h: 'Robotics' },
  {
    p: 'Congratulations to our middle school robotics team, the Sky Bots, who qualified for the VEX IQ State Championship on Saturday, February 20! Mr. Reyes has sent the trip packet to team families.',
  },
  { p: 'Go Roadrunners!\nDr. Marisol Ortega, Principal' },
];

export const DESERT_SKY_ENROLLMENT_PAGE = `<!DOCTYPE html>
<!-- Saved from https://www.sonoranskies.example/enroll/lottery-2027-28 on 01/12/2027 -->
<html lang="en"><head><meta charset="utf-8"><title>Enrollment &amp; Lottery 2027-28 | Sonoran Skies Charter Schools</title>
<link rel="stylesheet" href="/wp-content/themes/sonoran/style.css"><script src="/wp-includes/js/jquery.min.js"></script></head>
<body class="page-template-default">
<div class="top-bar"><span>Tuition-free public charter schools in Mesa, Gilbert &amp; Queen Creek</span> <a href="/es">Espa&ntilde;ol</a> | <a href="/careers">Careers</a> | <a href="/parentsquare">ParentSquare</a> | <a href="/pay">Sonoran Skies Pay</a></div>
<header class="site-header">
<a class="skip" href="#content">Skip to content</a>
<div class="brand"><img src="/img/sonoran-skies-logo.svg" alt="Sonoran Skies Charter Schools"> Sonoran Skies Charter Schools</div>
<nav class="main-nav"><ul>
<li><a href="/">Home</a></li><li><a href="/about">About Us</a></li>
<li><a href="/schools">Our Schools</a><ul class="sub"><li><a href="/desert-sky">Desert Sky Academy (K-8)</a></li><li><a href="/mesquite-ridge">Mesquite Ridge Academy (K-8)</a></li><li><a href="/copper-trail">Copper Trail Prep (K-6)</a></li><li><a href="/sonoran-high">Sonoran Skies High School</a></li></ul></li>
<li class="current"><a href="/enroll">Enroll</a></li><li><a href="/families">Families</a></li><li><a href="/board">Governing Board</a></li><li><a href="/contact">Contact</a></li>
</ul></nav>
<a class="btn apply" href="/apply">APPLY NOW</a>
</header>
<div class="breadcrumb"><a href="/">Home</a> / <a href="/enroll">Enroll</a> / Enrollment &amp; Lottery 2027-28</div>
<main id="content">
<h1>Enrollment &amp; Lottery for the 2027-28 School Year</h1>
<p>Sonoran Skies Charter Schools are free public schools open to every Arizona student. When a school receives more applications than it has seats in a grade, Arizona law requires a random lottery. Here is how enrollment for 2027-28 works.</p>
<h2>Key dates</h2>
<table class="wp-table">
<thead><tr><th>Step</th><th>Date</th></tr></thead>
<tbody>
<tr><td>Online application window opens</td><td>Monday, January 11, 2027</td></tr>
<tr><td>Enrollment Information Night at Desert Sky Academy (MPR)</td><td>Thursday, February 4, 2027, 6:00 p.m.</td></tr>
<tr><td>Intent to Return form due (current families)</td><td>Friday, February 12, 2027</td></tr>
<tr><td>Application deadline for the lottery</td><td>Friday, February 26, 2027, 5:00 p.m. (Arizona time)</td></tr>
<tr><td>Lottery drawing (livestreamed)</td><td>Thursday, March 4, 2027, 10:00 a.m.</td></tr>
<tr><td>Offers e-mailed to families</td><td>by Friday, March 12, 2027</td></tr>
<tr><td>Accept your seat</td><td>within 5 business days of the offer</td></tr>
</tbody></table>
<h2>How to apply</h2>
<p>Apply online at <strong>sonoranskies.example/apply</strong>. Create one family account and add each child. You can list up to two Sonoran Skies schools in order of preference. There is no advantage to applying on the first day: every application received by the deadline has the same chance in the lottery. Applications received after the deadline go to the end of the waitlist in the order received.</p>
<h2>Lottery priorities</h2>
<p>Before the random drawing, seats are offered in this order, as allowed by Arizona law:</p>
<ol>
<li>Returning students (families who submit the Intent to Return form on time)</li>
<li>Siblings of students currently enrolled at the same school</li>
<li>Children of Sonoran Skies staff and Governing Board members</li>
<li>All other applicants, by random lottery</li>
</ol>
<p>Applicants who are not offered a seat are placed on the waitlist in lottery order. Waitlists are kept until September 30, 2027 and do not carry over to the next year.</p>
<h2>Returning families</h2>
<p>Current students do not need to apply again, but every family must submit the <strong>Intent to Return</strong> form in ParentSquare by Friday, February 12, 2027. Students without an Intent to Return form on file may lose their seat for 2027-28. Younger siblings who are not yet enrolled must apply through the lottery to receive sibling priority.</p>
<h2>Kindergarten</h2>
<p>To enroll in kindergarten for 2027-28, a child must be 5 years old on or before August 31, 2027. Desert Sky Academy and Mesquite Ridge Academy offer full-day kindergarten at no cost.</p>
<h2>After you receive an offer</h2>
<p>Accept your seat online and upload: the child's birth certificate, immunization records, proof of Arizona residency (utility bill or lease), and the most recent report card for grades 1-8. Registration is complete when the registrar has all documents.</p>
<h2>Campus tours</h2>
<p>Desert Sky Academy tours are offered Tuesdays at 9:00 a.m. from January 12 through February 23. Reserve a spot by e-mailing enroll@dsacademy.example.</p>
<h2>Questions?</h2>
<p>Network Enrollment Office: (480) 555-0190, enrollment@sonoranskies.example, Monday-Friday 8:00 a.m. - 4:00 p.m.</p>
</main>
<aside class="widget-area"><h3>Enroll</h3><ul><li><a href="/enroll">Why Sonoran Skies?</a></li><li><a href="/enroll/lottery-2027-28">Enrollment &amp; Lottery</a></li><li><a href="/enroll/waitlist">Check Waitlist Status</a></li><li><a href="/enroll/faq">Enrollment FAQ</a></li></ul></aside>
<footer class="site-footer">
<div class="cols"><div>Sonoran Skies Charter Schools Network Office<br>1850 W. Baseline Road, Suite 200, Mesa, AZ 85202<br>(480) 555-0190</div>
<div><a href="/nondiscrimination">Non-Discrimination Notice</a> | <a href="/accessibility">Accessibility</a> | <a href="/privacy">Privacy Policy</a> | <a href="/public-records">Public Records</a></div>
<div>Follow us <a href="#">Facebook</a> <a href="#">Instagram</a> <a href="#">YouTube</a></div></div>
<p class="copy">&copy; 2027 Sonoran Skies Charter Schools. All rights reserved. | Powered by SchoolPress</p>
</footer>
</body></html>
`;

export const DESERT_SKY_SPANISH_PAGE = `<!-- Copiado de https://desertsky.sonoranskies.example/es/familias el 08/01/2027 -->
<h1>Informaci&oacute;n para familias &ndash; Desert Sky Academy</h1>
<p>&iexcl;Bienvenidas, familias Roadrunner! Aqu&iacute; est&aacute; la informaci&oacute;n m&aacute;s importante en espa&ntilde;ol. Para todo lo dem&aacute;s, llame a la oficina al (480) 555-0140.</p>
<h2>Horario de salida</h2>
<table>
<tr><th></th><th>K-2</th><th>3-5</th><th>6-8</th></tr>
<tr><td>Entrada (campana)</td><td>7:45 a.m.</td><td>7:45 a.m.</td><td>8:00 a.m.</td></tr>
<tr><td>Salida (lunes, martes, jueves y viernes)</td><td>2:10 p.m.</td><td>2:25 p.m.</td><td>2:55 p.m.</td></tr>
</table>
<p><strong>Los mi&eacute;rcoles salen temprano:</strong> de kinder a 3.&ordm; grado a las 12:15 p.m., y de 4.&ordm; a 8.&ordm; grado a las 12:45 p.m.</p>
<h2>Enlace familiar biling&uuml;e</h2>
<p>La <strong>Sra. Graciela Monta&ntilde;o</strong> ayuda a las familias que hablan espa&ntilde;ol con la inscripci&oacute;n, la loter&iacute;a, ParentSquare, las conferencias con maestros y los formularios de comidas. Tel&eacute;fono: (480) 555-0140, <strong>ext. 108</strong>. WhatsApp: <strong>(480) 555-0158</strong>. Horario: lunes a viernes de 7:30 a.m. a 3:30 p.m.</p>
<h2>Caf&eacute; con la Directora</h2>
<p>El primer jueves de cada mes a las <strong>8:00 a.m. en la biblioteca</strong>, la Dra. Ortega se re&uacute;ne con las familias para platicar en espa&ntilde;ol (con int&eacute;rprete). Hay caf&eacute; y pan dulce. El pr&oacute;ximo es el <strong>jueves 4 de febrero</strong>.</p>
<h2>Clases de ingl&eacute;s para padres</h2>
<p>Clases gratis de ingl&eacute;s para mam&aacute;s, pap&aacute;s y abuelos: <strong>martes y jueves de 5:30 a 7:00 p.m. en el Sal&oacute;n 22</strong>. Hay cuidado de ni&ntilde;os gratis en la biblioteca. Inscr&iacute;base con la Sra. Monta&ntilde;o.</p>
<h2>Ropero de uniformes</h2>
<p>&iquest;Su hijo necesita uniformes? El ropero de uniformes regala polos azul marino y blancos y pantalones caqui usados en buen estado. Est&aacute; en el <strong>Sal&oacute;n 14</strong> y abre los <strong>mi&eacute;rcoles de 12:30 a 1:30 p.m.</strong> Tambi&eacute;n puede donar uniformes que ya no les queden.</p>
<h2>Loter&iacute;a e inscripci&oacute;n 2027-28</h2>
<p>Las solicitudes para el pr&oacute;ximo a&ntilde;o se hacen en l&iacute;nea en sonoranskies.example/apply hasta el <strong>viernes 26 de febrero a las 5:00 p.m.</strong> Los hermanos de estudiantes actuales tienen prioridad, pero tienen que llenar la solicitud. Las familias actuales deben entregar el formulario de Intenci&oacute;n de Regresar en ParentSquare antes del 12 de febrero. Si necesita ayuda con la solicitud, la Sra. Monta&ntilde;o tiene horas de ayuda en la biblioteca los <strong>lunes de 2:30 a 4:00 p.m.</strong> hasta el 22 de febrero.</p>
<h2>Ausencias</h2>
<p>Si su hijo va a faltar, llame a la l&iacute;nea de asistencia al (480) 555-0141 antes de las 9:00 a.m. Puede dejar el mensaje en espa&ntilde;ol.</p>
<h2>Comidas</h2>
<p>El desayuno es <strong>gratis</strong> para todos. Para el almuerzo gratis o a precio reducido, llene la solicitud en l&iacute;nea o p&iacute;dala en papel en la oficina.</p>
`;

export const DESERT_SKY_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#fff7ed">
<div style="padding:40px;border:14px solid #1e3a8a;height:1000px;box-sizing:border-box">
<p style="font-size:28px;color:#b45309;margin:0 0 6px">Desert Sky Academy PTO presents</p>
<h1 style="font-size:64px;color:#1e3a8a;margin:0 0 14px">DESERT SKY DASH</h1>
<p style="font-size:32px;color:#111;margin:0 0 18px">Fun Run - Friday, January 29</p>
<p style="font-size:28px;line-height:1.45;color:#111;margin:0 0 18px">On the big field<br>K-2 run at 8:15 AM<br>3-5 run at 9:30 AM<br>6-8 run at 10:45 AM</p>
<p style="font-size:26px;line-height:1.45;color:#111;margin:0 0 18px">Our goal: $18,000 for a new shade structure<br>over the K-2 playground</p>
<p style="font-size:26px;line-height:1.45;color:#111;margin:0 0 18px">Collect pledges at dashpledges.example/desertsky<br>Raise $40 or more and get a Dash T-shirt!<br>Pledges due Friday, February 5</p>
<p style="font-size:24px;line-height:1.45;color:#b45309;margin:0 0 14px">Families welcome to cheer from the track!<br>Sign in at the front office first.</p>
<p style="font-size:22px;line-height:1.4;color:#1e3a8a;margin:0">Volunteers needed for water stations - pto@dsacademy.example</p>
</div></body></html>`;

export const DESERT_SKY_KIDS_CLUB: Block[] = [
  {
    p: 'Sunrise Kids Club is the before and after school program at Desert Sky Academy, operated by the East Valley Family Y under an agreement with Sonoran Skies Charter Schools. Kids Club is licensed by the Arizona Department of Health Services and is open to DSA students in kindergarten through 6th grade.',
  },
  { h: 'Hours' },
  {
    table: [
      ['Program', 'Hours', 'Where'],
      ['Before care', '6:30 a.m. until the tardy bell', 'DSA cafeteria'],
      ['After care', 'Dismissal until 6:00 p.m.', 'MPR and playground'],
      [
        'Early Release Wednesdays',
        '12:15 p.m. until 6:00 p.m. (included in after care)',
        'MPR and playground',
      ],
      ['No School Day Care (conference comp days, staff development days)', '7:00 a.m. - 6:00 p.m.', 'MPR'],
    ],
    widths: [0.36, 0.38, 0.26],
  },
  {
    p: 'Kids Club is closed on holidays, during Thanksgiving and Winter breaks and during intersessions (see Intersession Camp for intersession weeks).',
  },
  { h: 'Fees 2026-2027' },
  {
    table: [
      ['Plan', 'Weekly', 'Daily drop-in'],
      ['Before care only', '$45', '$14'],
      ['After care only', '$80', '$24'],
      ['Before and after care', '$110', '$32'],
      ['No School Day Care', '-', '$42 per day'],
    ],
    widths: [0.4, 0.3, 0.3],
  },
  {
    p: 'Annual registration fee: $35 per child ($60 maximum per family). A 10% sibling discount applies to the weekly fee for the second and each additional child. Weekly fees are charged every Friday for the following week through the Y online account; drop-in days are charged the same day. Drop-in care must be reserved by 10:00 a.m. the day before (for Wednesdays, by 10:00 a.m. Tuesday). No School Day Care must be reserved one week ahead.',
  },
  {
    p: 'Late pickup: after 6:00 p.m. a late fee of $1 per minute per child is charged. After three late pickups in a semester, enrollment may be ended.',
  },
  { h: 'Pickup' },
  {
    p: 'Sign your child out on the Kids Club tablet at the MPR door with your 4-digit PIN. Only adults on the pickup list may pick up, and staff will ask for a photo ID. Kids Club families use the MPR door on the Palo Verde Street side and do not use the car line.',
  },
  { h: 'What to bring' },
  {
    p: 'An afternoon snack is provided. Before care students may eat the free school breakfast. Please send a water bottle and a sweatshirt - the MPR is chilly in winter.',
  },
  { h: 'Contacts' },
  {
    p: 'Site Director: Ms. Lorena Baca, (480) 555-0163 (Kids Club cell, 6:30 a.m. - 6:00 p.m.), sunrisekids@dsacademy.example. Billing questions: East Valley Family Y Child Care Billing, (480) 555-0170.',
  },
];
