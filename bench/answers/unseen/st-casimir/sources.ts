/**
 * St. Casimir Catholic School sources other than the handbook, the notices, the e-mail and the
 * calendar: the principal's "Friday Folder" newsletter of April 9 (DOCX), the parish website's CYO
 * Athletics page saved with its navigation and footer (HTML), the school site's Spanish page for
 * Spanish-speaking families (HTML, some facts only there) and the Home & School Association's Spring
 * Fun Fair flyer (PNG, facts only in the image).
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const ST_CASIMIR_NEWSLETTER: Block[] = [
  { p: 'St. Casimir Catholic School - the weekly news that goes home in the orange folder' },
  {
    p: "Happy Friday, Casimir families! Spring has sprung (sort of - there was still snow on the ballfield on Tuesday, and the third graders were thrilled). Thank you to everyone who came to Stations of the Cross and to the Easter egg hunt; the eighth graders hid 600 eggs and found 598 of them again. Here is what's coming up. - Mrs. Brandvold",
  },
  { h: 'Mark Your Calendar' },
  {
    p: '- Friday, April 16: NO SCHOOL - Teacher In-Service. Kids Club is open 7:00 a.m. - 6:00 p.m.; sign up with Ms. Rausch by Tuesday, April 13.\n- Tuesday, April 20 - Friday, April 23: Spring MAP testing, Grades 2-8 (see the testing note in this folder). Please no appointments in the morning.\n- Thursday, April 22: Earth Day parish grounds clean-up after school, 3:15 - 4:30 p.m. (service hours for Grades 6-8, bring work gloves).\n- Friday, April 23: Grandparents & Special Friends Day - Mass at 8:15 a.m., then classroom visits and coffee and donuts in the parish hall until 10:00 a.m.\n- Saturday, April 24: First Communion retreat for 2nd graders and a parent (details from Mrs. Hanrahan on ParentSquare).\n- Tuesday, April 27: 6th grade Birch Hollow trip parent meeting (information was e-mailed to 6th grade families).\n- Friday, April 30: Half Day - noon dismissal. Re-enrollment for 2027-28 is due this day too!\n- Saturday, May 1: First Communion, 10:00 a.m. Mass.\n- Thursday, May 6: Ascension Thursday - All-School Mass at 8:15 a.m. (Mass uniform).',
  },
  { h: 'Yearbooks' },
  {
    p: 'The 2026-27 Casimir yearbook is $24 if you order by April 30 (order form in the folder, or pay in the office with cash or check to "St. Casimir School"). After April 30 the price goes to $30 and we only order a few extras, so please order now. 8th grade families: the 8th grade parent ad page is free.',
  },
  { h: 'Spring Fun Fair' },
  {
    p: "The Home & School Association's Spring Fun Fair flyer is in today's folder - wristband presale has started. The Fun Fair counts toward your family fundraising commitment, and volunteer shifts count toward your volunteer hours.",
  },
  { h: 'Shorts Are Coming' },
  {
    p: 'Per the handbook, shorts and skorts are allowed starting April 15. We know Minnesota may not cooperate. Fridays are still Mass uniform - and yes, the white polo, not the light blue one.',
  },
  { h: 'From the Kitchen' },
  {
    p: "Mrs. Nygaard says thank you for the 'Hot Dish Day' compliments! The May menu is on the back of this page. Reminder: there's no hot lunch on the April 30 Half Day, so send a snack. Lunch accounts with a balance below -$10 need to be paid before the end of the year.",
  },
  { h: 'Lost and Found' },
  {
    p: 'The lost and found bin is overflowing (we count 31 mittens without partners). Everything left in the bin on Friday, April 30 goes to St. Vincent de Paul.',
  },
  { h: 'Prayer Requests' },
  {
    p: "Please keep Mr. Anderson's family in your prayers as they welcome baby Henry, and our 2nd graders as they prepare for First Communion. Have a blessed weekend!",
  },
];

export const ST_CASIMIR_CYO_PAGE = `<!DOCTYPE html>
<!-- saved from https://www.stcasimirparish.example/cyo-athletics on 03/29/2027 -->
<html lang="en"><head><meta charset="utf-8"><title>CYO Athletics | St. Casimir Parish - Lake Adelle, MN</title>
<link rel="stylesheet" href="/wp-content/themes/parish/style.css"><script src="/wp-includes/js/jquery.min.js"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('config','G-PARISH01');</script></head>
<body class="page-template-default page">
<div class="topbar"><a href="/give">Give Online</a> | <a href="/flocknote">Sign up for Flocknote texts</a> | <a href="/bulletin">This Week's Bulletin (PDF)</a></div>
<header class="site-header">
<a class="logo" href="/"><img src="/img/casimir-crest.png" alt="St. Casimir Parish crest"> St. Casimir Parish</a>
<nav class="main-nav"><ul>
<li><a href="/">Home</a></li><li><a href="/new-here">New Here?</a></li><li><a href="/sacraments">Sacraments</a></li>
<li><a href="/school">Our School</a></li><li><a href="/faith-formation">Faith Formation</a></li>
<li class="current"><a href="/cyo-athletics">CYO Athletics</a></li><li><a href="/give">Stewardship</a></li><li><a href="/contact">Contact</a></li>
</ul></nav>
</header>
<div class="breadcrumbs">Home &raquo; Our School &raquo; CYO Athletics</div>
<aside class="widget-area">
<section class="widget"><h3>Quick Links</h3><ul><li><a href="/cyo-athletics/forms">Forms</a></li><li><a href="/cyo-athletics/schedules">Schedules</a></li><li><a href="/cyo-athletics/spirit-wear">Spirit Wear</a></li><li><a href="/virtus">VIRTUS Training</a></li></ul></section>
<section class="widget"><h3>Search</h3><form><input type="search" placeholder="Search..."><button>Go</button></form></section>
</aside>
<main id="main" class="site-main">
<h1>CYO Athletics</h1>
<p>St. Casimir CYO (Catholic Youth Organization) teams are open to St. Casimir School students and to students in our parish Faith Formation program. Our teams play in the Central Minnesota CYO League against other Catholic schools and parishes. <em>Play hard, play fair, pray together!</em></p>
<h2>Spring 2027: Track &amp; Field (Grades 3-8)</h2>
<ul>
<li><strong>Practices:</strong> Mondays and Wednesdays, 3:15 - 4:30 p.m., starting April 12. We meet at the flagpole and practice on the parish field; on rainy days we use the gym.</li>
<li><strong>Meets:</strong> Saturday mornings in May at the Lake Adelle High School track (May 8, May 15 and May 22). The CYO League Championship is Saturday, June 5.</li>
<li><strong>Fee:</strong> $65 per athlete, $150 family maximum. The fee includes a team T-shirt. Registration closed April 9; late registrations are accepted through April 21 with a $15 late fee.</li>
<li>Athletes in grades 7 and 8 need a sports physical dated within the last 3 years on file before the first practice.</li>
<li>Parents drive to meets. Athletes ride home with their own family unless the coach has a signed ride form.</li>
</ul>
<h2>Fall 2027 (Grades 5-8)</h2>
<p>Volleyball (girls) and flag football (boys and girls) registration opens August 1. Coaches needed - all coaches must be VIRTUS trained.</p>
<h2>Eligibility</h2>
<p>Athletes must be passing all classes. A student who is absent more than half of a school day may not practice or play that day. Sportsmanship is expected of athletes <strong>and</strong> fans - the CYO Code of Conduct must be signed by every athlete and one parent.</p>
<h2>Contact</h2>
<p>Pete Dombrowski, CYO Athletic Director<br>(320) 555-0152 &middot; <a href="mailto:cyo@stcasimirparish.example">cyo@stcasimirparish.example</a></p>
</main>
<footer class="site-footer">
<div class="footer-cols">
<div><h4>St. Casimir Parish</h4><p>600 Third Avenue NE<br>Lake Adelle, MN 56389<br>Parish Office (320) 555-0150</p></div>
<div><h4>Office Hours</h4><p>Monday - Thursday 8:30 a.m. - 4:00 p.m.<br>Friday 8:30 a.m. - noon</p></div>
<div><h4>Follow Us</h4><p><a href="/facebook">Facebook</a> &middot; <a href="/instagram">Instagram</a> &middot; <a href="/youtube">YouTube (livestream)</a></p></div>
</div>
<p class="copyright">&copy; 2027 St. Casimir Parish, Diocese of St. Wenceslas. All rights reserved. | <a href="/privacy">Privacy Policy</a> | <a href="/safe-environment">Safe Environment</a> | Website by ParishWeb</p>
</footer>
</body></html>
`;

export const ST_CASIMIR_SPANISH_PAGE = `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Familias hispanohablantes | Escuela Católica San Casimiro</title></head>
<body>
<nav><a href="/">Inicio</a> | <a href="/admisiones">Admisiones</a> | <a href="/familias">Familias</a> | <a href="/es" aria-current="page">Español</a></nav>
<main>
<h1>¡Bienvenidas, familias hispanohablantes!</h1>
<p>La Escuela Católica San Casimiro (St. Casimir Catholic School) es una escuela parroquial de Kínder a 8.º grado en Lake Adelle, Minnesota. Todas las familias son bienvenidas, sean o no católicas.</p>
<h2>Nuestra enlace con las familias</h2>
<p>La <strong>Sra. Marisol Quintero</strong> habla español y ayuda a las familias con la inscripción, los formularios, las cuentas de almuerzo y las reuniones con los maestros. Está en la oficina de lunes a jueves de 8:00 a.m. a 12:00 p.m. Teléfono y texto: <strong>(320) 555-0149</strong>. Correo: mquintero@stcasimir-school.example.</p>
<h2>Horario de clases</h2>
<table>
<tr><th></th><th>Kínder a 5.º grado</th><th>6.º a 8.º grado</th></tr>
<tr><td>Abren las puertas</td><td>7:40 a.m.</td><td>7:40 a.m.</td></tr>
<tr><td>Empiezan las clases</td><td>7:55 a.m.</td><td>8:05 a.m.</td></tr>
<tr><td>Salida</td><td>2:50 p.m.</td><td>3:05 p.m.</td></tr>
<tr><td>Medio día (salida temprano)</td><td>11:45 a.m.</td><td>12:00 del mediodía</td></tr>
</table>
<h2>Ausencias</h2>
<p>Si su hijo va a faltar, llame a la línea de asistencia (320) 555-0143 antes de las 8:30 a.m. Puede dejar el mensaje en español; la Sra. Quintero lo escucha.</p>
<h2>Ayuda con la colegiatura</h2>
<p>La Sra. Quintero ayuda a llenar la solicitud de FACTS Grant &amp; Aid en persona, en español, los martes de 3:00 a 6:00 p.m. en la biblioteca de la escuela. Traiga su declaración de impuestos más reciente. Además, el <strong>Fondo Padre Kowalski</strong> de la parroquia ofrece becas de hasta $1,000 por familia para familias nuevas; la Sra. Quintero tiene el formulario.</p>
<h2>Clases de inglés para padres</h2>
<p>Clases de inglés gratis para adultos los <strong>jueves de 6:30 a 8:00 p.m.</strong> en el salón parroquial, de septiembre a mayo. Hay cuidado de niños gratis durante la clase. No hace falta inscribirse.</p>
<h2>Vida parroquial</h2>
<p>Misa en español todos los domingos a las 12:30 p.m. en la iglesia de San Casimiro. El <strong>Convivio de Familias Latinas</strong> de primavera será el viernes 7 de mayo de 2027 a las 5:30 p.m. en el salón parroquial: cena compartida (traiga un platillo), música y juegos para los niños.</p>
</main>
<footer><p>Escuela Católica San Casimiro &middot; 612 Third Avenue NE, Lake Adelle, MN 56389 &middot; Oficina (320) 555-0140</p></footer>
</body></html>
`;

export const ST_CASIMIR_FLYER = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
body { margin: 0; width: 800px; height: 1000px; font-family: 'Comic Sans MS', 'Trebuchet MS', Arial, sans-serif; background: #fff8e1; }
.top { background: #1b3a6b; color: #ffd54f; text-align: center; padding: 26px 10px 18px; }
.top h1 { font-size: 62px; margin: 0; letter-spacing: 2px; }
.top h2 { font-size: 26px; margin: 6px 0 0; color: #fff; }
.when { text-align: center; font-size: 38px; font-weight: bold; color: #c62828; margin: 26px 0 6px; }
.where { text-align: center; font-size: 24px; color: #1b3a6b; margin-bottom: 18px; }
.cols { display: flex; gap: 24px; padding: 0 40px; }
.box { flex: 1; background: #fff; border: 4px dashed #1b3a6b; border-radius: 18px; padding: 14px 18px; font-size: 21px; }
.box h3 { margin: 0 0 8px; color: #c62828; font-size: 26px; }
.price { text-align: center; font-size: 30px; margin: 22px 40px 0; background: #ffd54f; border-radius: 16px; padding: 14px; color: #1b3a6b; font-weight: bold; }
.small { text-align: center; font-size: 20px; color: #333; margin: 14px 40px 0; }
</style></head><body>
<div class="top"><h1>SPRING FUN FAIR</h1><h2>St. Casimir Home &amp; School Association</h2></div>
<div class="when">Saturday, May 15 &middot; 11 AM - 3 PM</div>
<div class="where">School playground, parish field &amp; gym &middot; Rain or shine (we move inside!)</div>
<div class="cols">
<div class="box"><h3>GAMES</h3>Bounce house &amp; giant slide<br>Cake walk<br>Duck pond (little kids)<br>Dunk Father Tom! (1 PM)<br>Bingo in the parish hall</div>
<div class="box"><h3>FOOD</h3>Knights of Columbus brat stand<br>Brat + pop: $5<br>Pie &amp; bake sale<br>Mini donuts<br>Silent auction closes 2:30 PM</div>
</div>
<div class="price">ALL-DAY WRISTBAND: $12 presale &middot; $18 at the gate<br>Adults and kids under 3 get in FREE</div>
<div class="small">Presale wristbands at the school office through Friday, May 7 (cash or check to HSA).</div>
<div class="small">Volunteers: sign up for a 1-hour shift on SignUpGenius &quot;Casimir Fun Fair&quot; - every shift counts toward your volunteer hours.</div>
<div class="small">Questions? Jess Marek, HSA President &middot; hsa@stcasimir-school.example</div>
</body></html>
`;
