import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readIdcard } from './read-idcard';
import { renderIdcardBack, renderIdcardFront } from './render-card';

const MAN = {
  personName: '王建国',
  gender: '1',
  nation: '汉',
  birthDate: '1990-03-07',
  address: '浙江省杭州市西湖区文三路100号5幢302室',
  idcardNumber: '330106199003070137',
};
const WOMAN = {
  personName: '欧阳秀英',
  gender: '2',
  nation: '土家',
  birthDate: '1949-12-31',
  address: '湖南省张家界市永定区解放路街道人民路社区88号',
  idcardNumber: '11010519491231002X',
};

/** Loading the engine on a busy machine and reading cards on two shared cores is slow; correctness is the point. */
const OCR_TIMEOUT = 120_000;

describe('readIdcard', () => {
  it('has a CJK font to draw the cards with (Debian: apt-get install fonts-noto-cjk)', () => {
    expect(execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })).toMatch(/CJK/);
  });

  it(
    'reads the front of rendered cards, an address over two and three lines and an X check character',
    async () => {
      expect(await readIdcard(await renderIdcardFront(MAN), 'front')).toEqual(MAN);
      expect(await readIdcard(await renderIdcardFront(WOMAN), 'front')).toEqual(WOMAN);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads the back: dates, or the long-term flag',
    async () => {
      const dated = { issuingAuthority: '杭州市公安局西湖分局', idcardStartDate: '2016-05-01' };
      expect(
        await readIdcard(await renderIdcardBack({ ...dated, idcardEndDate: '2036-05-01' }), 'back'),
      ).toEqual({
        ...dated,
        idcardEndDate: '2036-05-01',
        idcardTermStatus: 0,
      });
      expect(await readIdcard(await renderIdcardBack(dated), 'back')).toEqual({
        ...dated,
        idcardTermStatus: 1,
      });
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a photo of a card: a small tilted card on a large JPEG',
    async () => {
      const card = await sharp(await renderIdcardFront(MAN))
        .resize(1500)
        .rotate(3, { background: '#6b5b4b' })
        .toBuffer();
      const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b5b4b' } })
        .composite([{ input: card, left: 400, top: 400 }])
        .jpeg({ quality: 85 })
        .toBuffer();
      expect(await readIdcard(photo, 'front')).toEqual(MAN);
    },
    OCR_TIMEOUT,
  );

  it(
    'answers null for a picture without a card, the wrong side and bytes that are no image',
    async () => {
      const blank = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      expect(await readIdcard(blank, 'front')).toBeNull();
      expect(await readIdcard(await renderIdcardFront(MAN), 'back')).toBeNull();
      expect(await readIdcard(Buffer.from('not an image'), 'front')).toBeNull();
    },
    OCR_TIMEOUT,
  );
});
