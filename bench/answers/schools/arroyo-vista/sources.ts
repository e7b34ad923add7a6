/**
 * Arroyo Vista Elementary sources other than the handbook: the principal's December newsletter
 * (DOCX), the Spanish daily-schedule page and the expanded-learning page pasted from the website
 * (HTML / markdown), the bilingual literacy-night flyer (PNG), the PTA fundraiser e-mail forwarded
 * by the office with its PDF order form, and the 2026-27 ICS feed in district wording.
 */
import type { Block } from '../render.js';
import type { SourceEmail } from '../school.types.js';
import { icsEvents } from '../ics-events.js';

export const ARROYO_NEWSLETTER: Block[] = [
  { p: 'A message from Principal Dr. Angela Whitfield' },
  {
    p: 'Dear Arroyo Vista Families, as we approach Winter Recess, I want to thank you for your partnership. Please review the important dates below.',
  },
  { h: 'Important Dates – December / January' },
  {
    table: [
      ['Date', 'Event', 'Details'],
      [
        'Friday, December 11',
        'Early Release – 1 hour early',
        'Staff collaboration; all grades dismiss one hour earlier than the regular day',
      ],
      ['Tuesday, December 15', 'Toy Drive ends', 'New, unwrapped toys to the Main Office'],
      [
        'Thursday, December 17',
        'Winter Program',
        'Multipurpose Room (MPR): TK–3 at 6:00 p.m., Grades 4–6 at 7:00 p.m.',
      ],
      ['Friday, December 18', 'Minimum Day', 'Dismissal 12:35 p.m. (TK/K 11:55 a.m.)'],
      ['December 21 – January 1', 'Winter Recess', 'Schools Closed'],
      ['Monday, January 4', 'Planning Day', 'Student Holiday'],
      ['Tuesday, January 5', 'School resumes', 'Regular schedule'],
    ],
    widths: [0.27, 0.28, 0.45],
  },
  { h: 'Attendance Matters' },
  {
    p: 'Our goal is 96% attendance. Students with perfect attendance in December will be recognized at the January Awards Assembly on Friday, January 22 at 8:45 a.m.',
  },
  { h: 'TK and Kindergarten Registration 2027-2028' },
  {
    p: 'Online registration opens Monday, February 1, 2027 at vgusd.example/enroll. Children who turn 5 by September 1, 2027 are eligible for Kindergarten; TK is open to children who turn 4 by September 1, 2027.',
  },
  { h: 'Lost and Found' },
  {
    p: 'The Lost and Found rack is outside the MPR. Unclaimed items will be donated on Friday, December 18.',
  },
];

export const ARROYO_SPANISH_PAGE = `<!-- Copiado de https://arroyovista.vgusd.example/es/familias/horario -->
<h1>Horario diario &ndash; Escuela Primaria Arroyo Vista</h1>
<p>Bienvenidas familias. Aqu&iacute; encontrar&aacute;n el horario diario de clases para el a&ntilde;o escolar 2026&ndash;2027.</p>
<table>
<tr><th>Grado</th><th>D&iacute;a regular</th><th>D&iacute;a m&iacute;nimo</th></tr>
<tr><td>TK / Kinder</td><td>8:15 a.m. &ndash; 1:35 p.m.</td><td>8:15 a.m. &ndash; 11:55 a.m.</td></tr>
<tr><td>1.&ordm; a 3.&er; grado</td><td>8:15 a.m. &ndash; 2:40 p.m.</td><td>8:15 a.m. &ndash; 12:35 p.m.</td></tr>
<tr><td>4.&ordm; a 6.&ordm; grado</td><td>8:15 a.m. &ndash; 2:50 p.m.</td><td>8:15 a.m. &ndash; 12:35 p.m.</td></tr>
</table>
<p><strong>Supervisi&oacute;n:</strong> comienza a las 7:45 a.m. Por favor no deje a sus hijos antes de esa hora.<br>
<strong>Desayuno:</strong> se sirve en el sal&oacute;n a las 8:15 a.m., gratis para todos los alumnos.</p>
<h2>Clases de ingl&eacute;s para padres</h2>
<p>Ofrecemos clases de ingl&eacute;s (ESL) para padres los <strong>martes y jueves de 5:30 a 7:00 p.m.</strong> en el sal&oacute;n 12. Las clases son gratuitas y hay cuidado de ni&ntilde;os.<br>
Inscripciones con el Sr. Rub&eacute;n Casta&ntilde;eda, enlace familiar, al (909) 555-0190.</p>
<h2>Caf&eacute; con la directora</h2>
<p>El primer viernes de cada mes a las 8:30 a.m. en la biblioteca, con interpretaci&oacute;n al espa&ntilde;ol.</p>
<h2>Reuni&oacute;n del ELAC</h2>
<p>La pr&oacute;xima reuni&oacute;n del Comit&eacute; Asesor de Aprendices de Ingl&eacute;s (ELAC) es el <strong>jueves 14 de enero a las 9:00 a.m.</strong> en la biblioteca.</p>
<p>&iquest;Preguntas? Llame a la Oficina de Asistencia (biling&uuml;e): (909) 555-0187.</p>
`;

export const ARROYO_WEBPAGE = `---
title: "Expanded Learning Program (ELO-P) &ndash; Arroyo Vista Elementary"
source: https://arroyovista.vgusd.example/programs/expanded-learning
copied: 2026-08-18
---

<h2>Expanded Learning Opportunities Program</h2>

<p>Arroyo Vista&rsquo;s after-school program is run by our partner <strong>THINK Together</strong> and is <strong>free</strong> for enrolled families.<br>
It runs from dismissal until <strong>6:00 p.m.</strong> every school day, including Minimum Days, and offers homework help, a snack, art and sports.</p>

<p><strong>Before-school &ldquo;Early Birds&rdquo;</strong> starts at 7:00 a.m. in the MPR (free, space limited).<br>
<strong>Intersession camps</strong> run during Winter Recess (December 21&ndash;23 and December 28&ndash;30, 7:30 a.m.&ndash;5:30 p.m.) for enrolled students.</p>

<p>Enrollment is first come, first served, with priority for foster youth and students experiencing homelessness. Pick up an application at the Main Office or contact site coordinator <strong>Mr. Luis Ocampo</strong> at (909) 555-0199.</p>

<p>Students must be signed out by an authorized adult by 6:00&nbsp;p.m.; after three late sign-outs a student may be dropped from the program.</p>
`;

export const ARROYO_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#fdf2f8">
<div style="padding:50px;border:14px solid #7c3aed;height:1000px;box-sizing:border-box">
<h1 style="font-size:56px;color:#7c3aed;margin:0 0 6px">Family Literacy Night</h1>
<h2 style="font-size:40px;color:#db2777;margin:0 0 30px">Noche de Lectura Familiar</h2>
<p style="font-size:34px;line-height:1.45;color:#111">Thursday, January 21<br>5:30 – 7:00 p.m. in the Library</p>
<p style="font-size:32px;line-height:1.45;color:#111">Wear your pajamas! Free pizza<br>Every child takes home a free book</p>
<p style="font-size:30px;line-height:1.45;color:#111">Jueves 21 de enero, 5:30 – 7:00 p.m.<br>Pizza gratis y un libro para cada niño</p>
</div></body></html>`;

export const ARROYO_EMAIL: SourceEmail = {
  fileName: 'fwd-pta-sees-candies-fundraiser.eml',
  from: 'Yolanda Reyes <yreyes@vgusd.example>',
  subject: "Fwd: PTA Winter Fundraiser - See's Candies order form",
  receivedAt: '2026-11-30T18:05:00Z',
  voice: 'Office Manager forwarding the PTA president',
  description:
    'Forwarded PTA e-mail; the order deadline, pickup, prices and payment facts exist only in the attached PDF order form.',
  text: `Please add to the assistant. Thank you, Yolanda

---------- Forwarded message ---------
From: Marisol Vega <president@arroyovistapta.example>
Date: Sun, Nov 29, 2026 at 7:48 PM
Subject: PTA Winter Fundraiser - See's Candies order form
To: Yolanda Reyes <yreyes@vgusd.example>

Hi Yolanda! Here is the order form for our candy fundraiser, can you share it with families?
Gracias,
Marisol Vega, Arroyo Vista PTA President
`,
  attachment: {
    fileName: 'sees-candies-order-form.pdf',
    title: "Arroyo Vista PTA - See's Candies Fundraiser",
    subtitle: 'Winter 2026 order form',
    blocks: [
      { p: 'Orders due: Monday, December 14 (return this form to your teacher).' },
      { p: 'Candy pick-up: Thursday, December 17, 2:45 - 4:30 p.m., at the MPR stage door.' },
      {
        table: [
          ['Item', 'Price'],
          ['1 lb Assorted Chocolates', '$30.00'],
          ['1 lb Nuts & Chews', '$30.00'],
          ['Peanut Brittle (1 lb)', '$28.00'],
          ['Lollypops (box of 10)', '$24.00'],
        ],
        widths: [0.65, 0.35],
      },
      {
        p: 'Pay by check to "Arroyo Vista PTA" or Venmo @ArroyoVistaPTA (write the student name). No cash, please.',
      },
      { p: 'Half of every sale funds the 6th grade Science Camp at Camp Oakridge in March.' },
    ],
  },
};

const { ev, day, at } = icsEvents('arroyovista.vgusd.example', 'America/Los_Angeles');

export const ARROYO_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Valle Grande Unified School District//Arroyo Vista ES//EN',
  'X-WR-CALNAME:Arroyo Vista ES 2026-2027',
  'X-WR-TIMEZONE:America/Los_Angeles',
  ...day('vets', 'Veterans Day – Schools Closed', '20261111', '20261112'),
  ...day('conf', 'Parent Conference Week – Minimum Days', '20261116', '20261121'),
  ...day('thanks', 'Thanksgiving Break – Student / Teacher Holiday', '20261123', '20261128'),
  ...day('er1211', 'Early Release – 1 hour early', '20261211', '20261212'),
  ...at('program', 'Winter Program', '20261217T180000', '20261217T200000', 'MPR'),
  ...day('min1218', 'Minimum Day – Dismissal 12:35 p.m.', '20261218', '20261219'),
  ...day('recess', 'Winter Recess – Schools Closed', '20261221', '20270102'),
  ...day('planning', 'Planning Day – Student Holiday', '20270104', '20270105'),
  ...at('elac', 'ELAC Meeting', '20270114T090000', '20270114T100000', 'Library'),
  ...day('inservice', 'Teacher In-Service – No Students', '20270115', '20270116'),
  ...day('mlk', 'Dr. Martin Luther King Jr. Day – Schools Closed', '20270118', '20270119'),
  ...ev('folklorico', [
    'DTSTART;TZID=America/Los_Angeles:20260916T150000',
    'DTEND;TZID=America/Los_Angeles:20260916T160000',
    'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270526T235959Z',
    'EXDATE;TZID=America/Los_Angeles:20261111T150000,20261125T150000,20261216T150000,20261223T150000,20261230T150000',
    'SUMMARY:Folklórico Club (Gr. 2–6)',
    'LOCATION:MPR',
  ]),
  ...day('rc', 'Early Dismissal – Report Cards', '20270129', '20270130'),
  ...day('lincoln', 'Lincoln Day – Student Holiday', '20270212', '20270213'),
  ...day('pres', "Presidents' Day – Schools Closed", '20270215', '20270216'),
  'END:VCALENDAR',
  '',
].join('\r\n');
