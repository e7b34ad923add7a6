import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatBubble } from './chat.components';

const render = (text: string, isUser = false) =>
  renderToStaticMarkup(createElement(ChatBubble, { message: { id: '1', text, isUser, isError: false } }));

describe('chat answer rendering (sanitized markdown)', () => {
  it('renders script tags and javascript: links from knowledge inert', () => {
    const html = render(
      'From the Flyer: see [our site](javascript:alert(1)) <script>alert("x")</script> <img src=x onerror="alert(2)">',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<img');
  });

  it('opens real links in a new tab without an opener', () => {
    const html = render('Menus are at [the lunch page](https://maplegrove.example/lunch).');
    expect(html).toContain('href="https://maplegrove.example/lunch"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('shows the tester’s own text as typed, not as markdown', () => {
    const html = render('**hi** <b>x</b>', true);
    expect(html).toContain('**hi** &lt;b&gt;x&lt;/b&gt;');
  });
});
