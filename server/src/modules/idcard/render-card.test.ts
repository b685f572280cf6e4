import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, renderIdcardBack, renderIdcardFront } from './render-card';

describe('render-card', () => {
  it('draws both sides as PNGs of a card’s size, whatever characters the text holds', async () => {
    const front = await renderIdcardFront({
      personName: '<张&三>',
      gender: '1',
      nation: '汉',
      birthDate: '1990-03-07',
      address: '"文三路" 100号',
      idcardNumber: '330106199003070137',
    });
    const back = await renderIdcardBack({ issuingAuthority: '杭州市公安局', idcardStartDate: '2016-05-01' });
    for (const image of [front, back]) {
      expect(await sharp(image).metadata()).toMatchObject({
        format: 'png',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
      });
    }
  });
});
