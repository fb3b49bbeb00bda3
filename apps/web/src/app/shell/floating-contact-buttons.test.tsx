import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StickyBarAccessoryProvider, StickyBottomBar } from '../../components/ui/sticky-bottom-bar.tsx';
import { ContactMenu } from './contact-menu.tsx';
import { renderWithProviders, setupTestI18n } from '../../test/render-with-providers.tsx';
import FloatingContactButtons from './floating-contact-buttons.tsx';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  document.documentElement.style.removeProperty('--sticky-bottom-bar');
});

describe('FloatingContactButtons', () => {
  it('is not shown on checkout, where it would cover the form and "Continue to payment"', () => {
    renderWithProviders(<FloatingContactButtons />, { route: '/checkout' });
    expect(screen.queryByRole('group', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('on phones folds into one 44 px button that shows WhatsApp and call when pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FloatingContactButtons />, { route: '/products/7' });
    const toggle = screen.getByRole('button', { name: 'Contact us: call or WhatsApp' });
    expect(toggle).toHaveClass('size-11', 'md:hidden');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Hidden on phones until asked for, always shown from md up.
    expect(list).toHaveClass('hidden', 'md:flex');
    await user.click(toggle);
    expect(list).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
    expect(screen.getByRole('button', { name: 'Close contact options' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(list).toHaveClass('hidden');
  });

  it('gives way to a sticky bottom bar on phones, which carries the contact shortcut instead', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <>
        <StickyBarAccessoryProvider value={<ContactMenu />}>
          <StickyBottomBar>bar</StickyBottomBar>
        </StickyBarAccessoryProvider>
        <FloatingContactButtons />
      </>,
      { route: '/cart' },
    );
    const group = screen.getByRole('group', { name: 'Contact us' });
    // Hidden below lg, where the bar shows; above any bar otherwise.
    expect(group).toHaveClass('max-lg:hidden');
    expect(group.style.bottom).toBe('calc(var(--sticky-bottom-bar, 0px) + 1rem)');
    const inBar = screen.getByTestId('contact-menu');
    expect(inBar.closest('[data-sticky-bottom-bar]')).not.toBeNull();
    expect(inBar).toHaveClass('size-11');
    await user.click(inBar);
    expect(await screen.findByRole('menuitem', { name: 'Order on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
    // jsdom has no layout: the bar publishes its (zero) height, and forgets it when it goes.
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom-bar')).toBe('0px');
    act(() => view.unmount());
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom-bar')).toBe('');
  });

  it('floats as before on a page without a bar', () => {
    renderWithProviders(<FloatingContactButtons />, { route: '/products' });
    expect(screen.getByRole('group', { name: 'Contact us' })).not.toHaveClass('max-lg:hidden');
  });
});
