import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";
import { agreementEdits, thirdPersonSingular } from "./agreement";

const fix = (text: string) => applyEdits(text, agreementEdits(text)).text;

describe("subject-verb agreement", () => {
  it("forms the third person singular", () => {
    expect(["mean", "go", "try", "watch", "play", "have", "do", "don't", "are"].map(thirdPersonSingular)).toEqual([
      "means",
      "goes",
      "tries",
      "watches",
      "plays",
      "has",
      "does",
      "doesn't",
      "is",
    ]);
  });

  it("fixes a verb after he, she or it as the subject", () => {
    expect(fix("This sentence have an error and it are not clear what it mean.")).toBe(
      "This sentence has an error and it is not clear what it means.",
    );
    expect(fix("He have two brothers. She don't like tea, because it taste bitter.")).toBe(
      "He has two brothers. She doesn't like tea, because it tastes bitter.",
    );
    expect(fix("I know how it work, but when he go home he forget everything.")).toBe(
      "I know how it works, but when he goes home he forget everything.",
    );
  });

  it("looks past a frequency adverb between subject and verb", () => {
    expect(fix("He goes by bus, he never drive. They always goes early.")).toBe("He goes by bus, he never drives. They always go early.");
  });

  it("fixes a singular verb after a plural subject or I", () => {
    expect(fix("i has a dog and they was happy.")).toBe("i have a dog and they were happy.");
    expect(fix("Many people likes it, but we doesn't. If you wants one, ask.")).toBe(
      "Many people like it, but we don't. If you want one, ask.",
    );
    expect(fix("Everyone have an opinion, and I is sure that nobody have the answer.")).toBe(
      "Everyone has an opinion, and I am sure that nobody has the answer.",
    );
  });

  it("fixes a plural verb after a singular determiner and noun", () => {
    expect(fix("Each student have a locker and every class are small.")).toBe("Each student has a locker and every class is small.");
    expect(fix("I think that this technology have changed our lives.")).toBe("I think that this technology has changed our lives.");
  });

  it("makes the verb agree with a plural head noun, not the noun of its of-phrase", () => {
    expect(fix("The results of the study shows a trend. The remains of the tram is here.")).toBe(
      "The results of the study show a trend. The remains of the tram are here.",
    );
  });

  it("puts the noun after every and each in the singular", () => {
    expect(fix("I go every days, and they help each others in each cities.")).toBe(
      "I go every day, and they help each other in each city.",
    );
  });

  it("puts a countable noun after many, several, these… in the plural", () => {
    expect(fix("There are many reason why. I moved every few year, and these moment are rare.")).toBe(
      "There are many reasons why. I moved every few years, and these moments are rare.",
    );
    expect(fix("Many student use their phones, but many car owners use the road and many fear the worst.")).toBe(
      "Many students use their phones, but many car owners use the road and many fear the worst.",
    );
  });

  it("makes 'this' 'these' before a plural noun after a preposition", () => {
    expect(fix("For this reasons, we left. We need parking for this cars and buses.")).toBe(
      "For these reasons, we left. We need parking for these cars and buses.",
    );
    expect(
      fix(
        "This helps. All this suggests a plan. It serves to show this. I read about this news. Because of this means of transport, we won.",
      ),
    ).toBe(
      "This helps. All this suggests a plan. It serves to show this. I read about this news. Because of this means of transport, we won.",
    );
  });

  it("makes 'there is a lot of' agree with the plural after it", () => {
    expect(fix("There is a lot of ways to go, and there was lots of cars.")).toBe(
      "There are a lot of ways to go, and there were lots of cars.",
    );
    expect(fix("There is a lot of news, and there was a lot of pressure.")).toBe(
      "There is a lot of news, and there was a lot of pressure.",
    );
  });

  it("makes the verb agree with a singular head noun, not the plural of its of-phrase", () => {
    expect(fix("The list of items are on the table. The quality of the products were poor.")).toBe(
      "The list of items is on the table. The quality of the products was poor.",
    );
    expect(fix("A number of people are here. The majority of voters are young.")).toBe(
      "A number of people are here. The majority of voters are young.",
    );
  });

  it("leaves correct sentences alone", () => {
    for (const text of [
      "Does it have a name? Let it go. What does he mean by that?",
      "Tom and he are old friends, and she and I have met them.",
      "The reasons for it are clear, and the people that really have changed are few.",
      "I insist that he have a seat, and it is important that she take the train.",
      "If it were up to me, he would go. Should she have any questions, she can call.",
      "This means that people have less time, and these children are happy.",
      "Each of them has one. Every day we work, and this class is small.",
      "It has been a long day and it works. She makes tea; he likes it.",
      "That business has grown, and that news travels fast.",
      "Make it work, help him grow, and watch it happen.",
      "He will meet his classmates, and this will have an effect. The members that will have a say are few.",
      "One of the reasons that fish are healthy is their diet.",
      "World War I is over. Part I has three chapters. Tom and I are here, and I was there.",
      "The man who saw you likes it. Tickets for everyone are free. Let everyone know.",
      "The value at row i is read first. A people that values freedom is strong.",
      "Each means of transport, every series and every species is listed; each of us goes every two days.",
      "Many car owners, several other reasons, many local and national papers, two hundred people and much information.",
      "These kind of things need that energy; both of them have many friends in these days.",
      "Mental illness in young people often develops early, helping people is good, and advice from several people is useful.",
      "Anything close to it, something like that. The owners of this place are kind; prices this year have risen.",
      "The teams that win are happy and those that do are rare. Too many live in poverty; many start early. Division Two side.",
      "As both head of state and leader, she is going to need help. It use to be quiet. To each his own.",
      "I think that the chaos of the scene was real, the series of events was odd, and the news of the day is bad.",
      "Have you seen it? Videos depicting this craze have spread, attempts to evade this law have failed, and does this one have a name?",
      "It held its number four position; the three stare at a two hour film. Do you know what it like?",
    ]) {
      expect(fix(text)).toBe(text);
    }
  });
});
